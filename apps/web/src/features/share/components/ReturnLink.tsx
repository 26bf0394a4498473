import { Anchor, Box } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/**
 * "Back to Nova" on a share page opened from Nova. A plain click goes back in history rather than
 * forward to a fresh copy: Nova's list comes back as it was left, scrolled where it was, and the
 * browser's Back afterwards does not return to this page. Only Nova's own pages are offered, whatever
 * else the history entry's state holds.
 */
export function ReturnLink() {
  const returnTo = useRouterState({ select: (state) => state.location.state.returnTo });
  const router = useRouter();
  if (typeof returnTo !== 'string' || !isNovaPage(returnTo)) return null;
  const goBack = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    router.history.back();
  };
  return (
    <Box maw={760} mx="auto" w="100%" mb="sm">
      <Anchor href={returnTo} onClick={goBack} size="sm" fw={500}>
        <span aria-hidden="true">← </span>Back to Nova
      </Anchor>
    </Box>
  );
}

const isNovaPage = (href: string) => href === '/nova' || /^\/nova[/?#]/.test(href);
