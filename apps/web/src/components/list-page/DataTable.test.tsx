import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme';
import { DataTable, type ListColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  kind?: string;
}
const columns: ListColumn<Row>[] = [{ id: 'name', header: 'Name', accessorKey: 'name' }];
const twoColumns: ListColumn<Row>[] = [...columns, { id: 'kind', header: 'Kind', accessorKey: 'kind', enableSorting: false }];

function renderTable(props: { columns: ListColumn<Row>[]; cardHeading?: string; cardWide?: string[]; selectable?: boolean }) {
  return render(
    <MantineProvider theme={theme}>
      <DataTable
        caption="Things"
        rows={[{ id: '1', name: 'One', kind: 'person' }]}
        columns={props.columns}
        getRowId={(row) => row.id}
        sort="name"
        onSortChange={() => {}}
        {...(props.cardHeading ? { cardHeading: props.cardHeading } : {})}
        {...(props.cardWide ? { cardWide: props.cardWide } : {})}
        {...(props.selectable
          ? { selection: { selectedIds: new Set<string>(), onChange: () => {}, rowLabel: (row: Row) => row.name } }
          : {})}
      />
    </MantineProvider>,
  );
}

/** The frame as a 390 px phone lays it out: 360 px of a 760 px table in sight. */
function layOut(frame: HTMLElement, scrollLeft: number) {
  Object.defineProperty(frame, 'clientWidth', { configurable: true, value: 360 });
  Object.defineProperty(frame, 'scrollWidth', { configurable: true, value: 760 });
  frame.scrollLeft = scrollLeft;
  fireEvent.scroll(frame);
}

describe('DataTable', () => {
  it('gives a column the share of the width its definition asks for, whatever the rows hold', () => {
    renderTable({ columns: [{ ...columns[0]!, meta: { width: '30%' } }, twoColumns[1]!] });
    expect(screen.getByRole('columnheader', { name: /Name/ }).style.width).toBe('30%');
    expect(screen.getByRole('columnheader', { name: 'Kind' }).style.width).toBe('');
  });

  it('marks the side where columns are out of sight as the frame scrolls', () => {
    const { container } = renderTable({ columns });
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

  it('can be reached from the keyboard, as a named region, only while it scrolls sideways', () => {
    const { container } = renderTable({ columns });
    const frame = container.querySelector('table')!.parentElement!.parentElement!;
    expect(frame).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('region')).toBeNull();

    layOut(frame, 0);
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Things (scrolls sideways)' })).toBe(frame);

    Object.defineProperty(frame, 'scrollWidth', { configurable: true, value: 360 });
    frame.scrollLeft = 0;
    fireEvent.scroll(frame);
    expect(frame).not.toHaveAttribute('tabindex');
  });

  // What the phone layout's stylesheet reads: which cell heads a row's card, the column name beside
  // each other cell, and which headers belong in the "Sort by" bar.
  it('gives each cell what its card needs: the heading cell, and the column name of every other cell', () => {
    renderTable({ columns: twoColumns, selectable: true });
    const [select, name, kind] = screen.getAllByRole('cell');
    expect(select).toHaveAttribute('data-select');
    expect(name).toHaveAttribute('data-card-heading');
    expect(name).not.toHaveAttribute('data-label');
    expect(kind).toHaveAttribute('data-label', 'Kind');
    expect(kind).not.toHaveAttribute('data-card-heading');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('data-sortable');
    expect(screen.getByRole('columnheader', { name: 'Kind' })).not.toHaveAttribute('data-sortable');
  });

  it('heads the cards with the column it is told to, and gives the wide columns a whole card', () => {
    renderTable({ columns: twoColumns, cardHeading: 'kind', cardWide: ['name'] });
    const [name, kind] = screen.getAllByRole('cell');
    expect(kind).toHaveAttribute('data-card-heading');
    expect(name).toHaveAttribute('data-label', 'Name');
    expect(name).toHaveAttribute('data-card-wide');
    expect(kind).not.toHaveAttribute('data-card-wide');
  });

  it('ticks every row between the last one clicked and a Shift-clicked one, and unticks them the same way', () => {
    const rows = ['One', 'Two', 'Three', 'Four', 'Five'].map((name, i) => ({ id: String(i + 1), name }));
    function Selectable() {
      const [selectedIds, setSelectedIds] = useState(new Set<string>());
      return (
        <DataTable
          caption="Things"
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          sort="name"
          onSortChange={() => {}}
          selection={{ selectedIds, onChange: setSelectedIds, rowLabel: (row: Row) => row.name }}
        />
      );
    }
    render(
      <MantineProvider theme={theme}>
        <Selectable />
      </MantineProvider>,
    );
    const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
    const ticked = () => rows.filter((row) => (box(row.name) as HTMLInputElement).checked).map((row) => row.name);
    fireEvent.click(box('Two'));
    fireEvent.click(box('Four'), { shiftKey: true });
    expect(ticked()).toEqual(['Two', 'Three', 'Four']);
    fireEvent.click(box('Five'));
    expect(ticked()).toEqual(['Two', 'Three', 'Four', 'Five']);
    fireEvent.click(box('Three'), { shiftKey: true });
    expect(ticked()).toEqual(['Two']);
  });
});
