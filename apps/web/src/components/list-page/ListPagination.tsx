import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { PAGE_SIZES } from '../../lib/list-search';

export function ListPagination({
  page,
  pageSize,
  total,
  onPage,
  hrefOf,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The page's own address: page numbers are links, so they open in a new tab and can be copied. */
  hrefOf: (page: number) => string;
  onPageSize: (pageSize: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()}
      </Text>
      <Group gap="sm">
        <NativeSelect
          aria-label="Rows per page"
          size="xs"
          value={String(pageSize)}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }))}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        />
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            siblings={1}
            getItemProps={(item) => ({
              component: 'a',
              href: hrefOf(item),
              'aria-label': `Page ${item}`,
              // A plain click stays in the app; with a modifier key the browser opens the link as it would any other.
              onClick: (event: MouseEvent<HTMLAnchorElement>) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onPage(item);
              },
            })}
            getControlProps={(control) => ({
              'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[control],
            })}
          />
        )}
      </Group>
    </Group>
  );
}
