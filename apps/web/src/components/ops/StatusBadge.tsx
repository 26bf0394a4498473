import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  published: 'green',
  draft: 'gray',
  hidden: 'orange',
  active: 'green',
  paused: 'gray',
  failing: 'red',
};

/** A table column squeezes to its cells' smallest width, so the badge keeps room for its whole word. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" tt="none" miw="max-content">
      {status}
    </Badge>
  );
}
