import { useRouterState } from '@tanstack/react-router';
import { returningTo } from '../../lib/share-links';

/**
 * Links from Nova to a share page, remembering this page of Nova (its path and query) for the share
 * page's "Back to Nova".
 */
export function useReturnHere() {
  const here = useRouterState({ select: (state) => state.location.href });
  return <Link extends Parameters<typeof returningTo>[0]>(link: Link) => returningTo(link, here);
}
