import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryTransient, unwrap, useApiClient } from '../../../lib/api-context';

export const dashboardKey = ['ops', 'dashboard'] as const;

export function useDashboard() {
  const client = useApiClient();
  return useQuery({
    queryKey: dashboardKey,
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/ops/dashboard', { signal })),
    retry: retryTransient,
    refetchInterval: 60_000,
  });
}

/** A new podcast shows up on every ops page; re-fetch all of them. */
const invalidateOps = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: ['ops'] });

/** Retrying a failing feed is a refresh; on success it leaves the failing list. */
export function useRetryFeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await client.POST('/api/ops/podcasts/{id}/refresh', { params: { path: { id } } })),
    onSettled: () => invalidateOps(queryClient),
  });
}
