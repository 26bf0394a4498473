import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  published: 'green',
  draft: 'gray',
  hidden: 'orange',
  active: 'green',
  paused: 'gray',
  failing: 'red',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" tt="none">
      {status}
    </Badge>
  );
}
