import classes from './SkipLink.module.css';

/** The id of the element the skip link jumps to: each layout's <main>. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first stop for keyboard users: past the header straight to the page. Visible only while focused. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
      Skip to content
    </a>
  );
}
