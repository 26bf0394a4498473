import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EpisodeListItem } from '@soundbites/api-types';
import { describe, expect, it } from 'vitest';
import { opsApiServerForEachTest, page } from '../../test/ops-api-server';
import { currentUrl, renderOpsPage } from '../../test/render-ops-page';
import { EpisodesPage } from './components/EpisodesPage';
import { episodesSearch } from './search';

const server = opsApiServerForEachTest();

const PODCAST = '6f1c2a52-8d1e-4c4b-9a57-0c1f6a1d2b01';

const episode: EpisodeListItem = {
  id: '0b4f1e39-2f0c-4f51-8f5e-5a4b8b2f7c10',
  podcastId: PODCAST,
  guid: 'bread-1',
  title: 'Bread and circuses',
  description: null,
  publishedAt: '2026-01-31T12:00:00.000Z',
  durationSeconds: 1800,
  enclosureUrl: null,
  enclosureType: null,
  imageUrl: null,
  season: null,
  episodeNumber: null,
  chaptersUrl: null,
  createdAt: '2026-01-31T12:00:00.000Z',
  updatedAt: '2026-01-31T12:00:00.000Z',
  podcastTitle: 'The Long Table',
  hasTranscript: false,
  transcriptState: 'none',
  soundbiteCount: 0,
};

describe('Episodes list', () => {
  it('opens an episode’s podcast on the podcast’s page, as everywhere else', async () => {
    server.on('/api/ops/episodes', (url) => page([episode], url));
    renderOpsPage(
      { path: '/ops/episodes', validateSearch: episodesSearch.validate, defaults: episodesSearch.defaults, Page: EpisodesPage },
      '/ops/episodes',
      server.baseUrl,
    );
    const row = (await screen.findByRole('link', { name: 'Bread and circuses' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'The Long Table' })).toHaveAttribute('href', `/ops/podcast/${PODCAST}`);
  });

  it('narrows to episodes without a transcript, and back to any, through the Transcript filter', async () => {
    server.on('/api/ops/episodes', (url) => page([episode], url));
    const { router } = renderOpsPage(
      { path: '/ops/episodes', validateSearch: episodesSearch.validate, defaults: episodesSearch.defaults, Page: EpisodesPage },
      '/ops/episodes',
      server.baseUrl,
    );
    await screen.findByRole('link', { name: 'Bread and circuses' });
    const filter = screen.getByLabelText('Transcript');
    await userEvent.selectOptions(filter, 'Without a transcript');
    await waitFor(() => expect(currentUrl(router)).toBe('/ops/episodes?hasTranscript=false'));
    await userEvent.selectOptions(filter, 'Any');
    await waitFor(() => expect(currentUrl(router)).toBe('/ops/episodes'));
  });
});
