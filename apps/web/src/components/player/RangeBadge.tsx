import { Badge } from '@mantine/core';

/** Out of sight, still read: plain styles, so the public pages' bundle takes in no component for it. */
const SPOKEN_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A soundbite's range, "0:29–0:33", said as "From 0:29 to 0:33": a label on the badge itself would go
 * unread (it is a plain element, which screen readers do not name), so the words are its text.
 */
export function RangeBadge({ range }: { range: string }) {
  return (
    <Badge variant="light" radius="sm" ff="monospace">
      <span aria-hidden="true">{range}</span>
      <span style={SPOKEN_ONLY}>From {range.replace('–', ' to ')}</span>
    </Badge>
  );
}
