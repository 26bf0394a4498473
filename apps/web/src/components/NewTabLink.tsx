import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A link that opens in a new tab, and says so: an arrow for the eye, words for screen readers
 * (a tab that opens unannounced leaves them on a page whose Back does nothing).
 */
export function NewTabLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span aria-hidden="true"> ↗</span>
      <VisuallyHidden component="span"> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
