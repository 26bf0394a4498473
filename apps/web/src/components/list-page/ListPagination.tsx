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
  /** A page's own address, for its link. */
  hrefOf: (page: number) => string;
  onPageSize: (pageSize: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pages);
  // Page numbers and arrows are links: they open in a new tab and can be copied. A plain click stays
  // in the app; with a modifier key the browser opens the link as it would any other.
  const pageLink = (target: number) => ({
    component: 'a',
    href: hrefOf(target),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onPage(target);
    },
  });
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
            component="nav"
            aria-label="Pages"
            size="sm"
            total={pages}
            value={current}
            onChange={onPage}
            siblings={1}
            getItemProps={(item) => ({ ...pageLink(item), 'aria-label': `Page ${item}` })}
            getControlProps={(control) => {
              const target = { first: 1, previous: current - 1, next: current + 1, last: pages }[control];
              const atEdge = target < 1 || target > pages || target === current;
              return {
                // At the edge a link to nowhere: still named and said to be unavailable (an <a> without
                // href is no link to assistive technology, and may not carry a name).
                ...(atEdge ? { component: 'a', role: 'link', 'aria-disabled': true } : pageLink(target)),
                'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[control],
              };
            }}
          />
        )}
      </Group>
    </Group>
  );
}
