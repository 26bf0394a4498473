import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOfferedPageCommands, usePageCommands, type PageCommand } from './page-commands';

const command = (id: string): PageCommand => ({ id, label: id, description: '', keywords: [], run: () => {} });

describe('page commands', () => {
  it('are offered while their page is shown, and taken back when it goes', () => {
    const offered = renderHook(() => useOfferedPageCommands());
    expect(offered.result.current).toEqual([]);
    const first = [command('publish')];
    const page = renderHook(({ commands }) => usePageCommands(commands), { initialProps: { commands: first } });
    offered.rerender();
    expect(offered.result.current).toBe(first);

    // What the page can do changes: the new list replaces the old one.
    const next = [command('hide')];
    page.rerender({ commands: next });
    offered.rerender();
    expect(offered.result.current).toBe(next);

    page.unmount();
    offered.rerender();
    expect(offered.result.current).toEqual([]);
  });

  it('are not taken back by a page that goes after another has offered its own', () => {
    const offered = renderHook(() => useOfferedPageCommands());
    const leaving = renderHook(() => usePageCommands(LEAVING));
    const arriving = renderHook(() => usePageCommands(ARRIVING));
    leaving.unmount();
    offered.rerender();
    expect(offered.result.current).toBe(ARRIVING);
    arriving.unmount();
  });
});

const LEAVING = [command('old')];
const ARRIVING = [command('new')];
