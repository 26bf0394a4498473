import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SearchUpdater } from './ListPage';

/**
 * Merges a patch into the current page's search params. `replace` is for typing in the search
 * box: the URL follows without piling up history entries; everything else is a new entry, so
 * back returns to the previous view.
 */
export function useSearchUpdater(): SearchUpdater {
  const navigate = useNavigate();
  return useCallback(
    (patch, options) =>
      void navigate({
        to: '.',
        search: ((previous: Record<string, unknown>) => ({ ...previous, ...patch })) as never,
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
}
