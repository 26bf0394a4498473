import { MAIN_CONTENT_ID } from '@soundbites/config';
import classes from './SkipLink.module.css';

/** The first stop for keyboard users: past the header straight to the page. Visible only while focused. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
      Skip to content
    </a>
  );
}
