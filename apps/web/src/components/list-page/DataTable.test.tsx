import { MantineProvider } from '@mantine/core';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme';
import { DataTable, type ListColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
}
const columns: ListColumn<Row>[] = [{ id: 'name', header: 'Name', accessorKey: 'name' }];

/** The frame as a 390 px phone lays it out: 360 px of a 760 px table in sight. */
function layOut(frame: HTMLElement, scrollLeft: number) {
  Object.defineProperty(frame, 'clientWidth', { configurable: true, value: 360 });
  Object.defineProperty(frame, 'scrollWidth', { configurable: true, value: 760 });
  frame.scrollLeft = scrollLeft;
  fireEvent.scroll(frame);
}

describe('DataTable', () => {
  it('marks the side where columns are out of sight as the frame scrolls', () => {
    const { container } = render(
      <MantineProvider theme={theme}>
        <DataTable
          caption="Things"
          rows={[{ id: '1', name: 'One' }]}
          columns={columns}
          getRowId={(row) => row.id}
          sort="name"
          onSortChange={() => {}}
        />
      </MantineProvider>,
    );
    // The table sits in the frame's inner box, which keeps its minimum width.
    const frame = container.querySelector('table')!.parentElement!.parentElement!;
    const edges = frame.parentElement!;
    expect(edges).not.toHaveAttribute('data-more-right');

    layOut(frame, 0);
    expect(edges).toHaveAttribute('data-more-right');
    expect(edges).not.toHaveAttribute('data-more-left');

    layOut(frame, 200);
    expect(edges).toHaveAttribute('data-more-left');
    expect(edges).toHaveAttribute('data-more-right');

    layOut(frame, 400);
    expect(edges).toHaveAttribute('data-more-left');
    expect(edges).not.toHaveAttribute('data-more-right');
  });
});
