import { MantineProvider } from '@mantine/core';
import type { PodcastListItem } from '@soundbites/api-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-context';
import { theme } from '../../../lib/theme';
import { PodcastActions } from './PodcastActions';

function renderActions(status: PodcastListItem['status']) {
  const podcast = { id: '00000000-0000-4000-8000-000000000001', title: 'Podcasting 2.0 Namespace Example', status } as PodcastListItem;
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider value={createApiClient({ baseUrl: 'http://127.0.0.1:9', getIdToken: async () => 'test-token' })}>
          <PodcastActions podcast={podcast} />
        </ApiClientProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('PodcastActions', () => {
  it('names each button by the words it shows first, then the podcast (label in name)', () => {
    renderActions('active');
    const refresh = screen.getByRole('button', { name: 'Refresh now: Podcasting 2.0 Namespace Example' });
    expect(refresh).toHaveTextContent('Refresh now');
    expect(screen.getByRole('button', { name: 'Pause Podcasting 2.0 Namespace Example' })).toHaveTextContent('Pause');
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-label')).toMatch(new RegExp(`^${button.textContent}\\b`));
    }
  });

  it('offers Resume for a paused podcast', () => {
    renderActions('paused');
    expect(screen.getByRole('button', { name: 'Resume Podcasting 2.0 Namespace Example' })).toHaveTextContent('Resume');
  });
});
