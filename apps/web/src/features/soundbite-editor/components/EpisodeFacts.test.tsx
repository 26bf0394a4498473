import { MantineProvider } from '@mantine/core';
import type { EpisodeDetail } from '@soundbites/api-types';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { EpisodeFacts } from './EpisodeFacts';

const episode: EpisodeDetail = {
  id: '0b4f1e39-2f0c-4f51-8f5e-5a4b8b2f7c10',
  podcastId: '6f1c2a52-8d1e-4c4b-9a57-0c1f6a1d2b01',
  guid: 'bread-12',
  title: 'Bread and circuses',
  listed: true,
  description: '<p>Show notes<script>alert(1)</script></p>',
  publishedAt: '2026-01-31T12:00:00.000Z',
  durationSeconds: 1805,
  enclosureUrl: 'https://cdn.example/bread-12.mp3',
  enclosureType: 'audio/mpeg',
  imageUrl: null,
  season: 2,
  episodeNumber: 12,
  chaptersUrl: null,
  createdAt: '2026-01-31T12:00:00.000Z',
  updatedAt: '2026-01-31T12:00:00.000Z',
  podcast: { id: '6f1c2a52-8d1e-4c4b-9a57-0c1f6a1d2b01', title: 'The Long Table', author: null, imageUrl: null },
  chapters: [{ startTime: 0, title: 'Intro' }, { startTime: 61 }],
  transcripts: [
    {
      id: 'a9d3c1e2-1111-4c4b-9a57-0c1f6a1d2b01',
      url: 'https://cdn.example/bread-12.srt',
      mimeType: 'application/srt',
      language: 'en',
      rel: null,
      status: 'failed',
      error: 'feed_fetch_failed: The feed host answered HTTP 404',
      fetchedAt: null,
      segmentCount: 0,
    },
  ],
  soundbites: [],
  people: [],
};

describe('EpisodeFacts', () => {
  it('tells when, how long, the audio, the GUID, transcripts and chapters, with the show notes sanitized', () => {
    const { container } = render(
      <MantineProvider theme={theme}>
        <EpisodeFacts episode={episode} />
      </MantineProvider>,
    );
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr');
    expect(row('Length')).toHaveTextContent('30:05');
    expect(row('Numbering')).toHaveTextContent('Season 2 · Episode 12');
    const audio = screen.getByRole('link', { name: 'https://cdn.example/bread-12.mp3 (opens in a new tab)' });
    expect(audio).toHaveAttribute('href', 'https://cdn.example/bread-12.mp3');
    expect(audio).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'The whole episode’s share page (opens in a new tab)' })).toHaveAttribute(
      'href',
      `/share?episode=${episode.id}`,
    );
    expect(row('GUID')).toHaveTextContent('bread-12');
    expect(row('Transcripts')).toHaveTextContent('en · application/srt · not fetched: The host answered HTTP 404.');
    expect(row('Chapters')).toHaveTextContent('0:00Intro1:01Untitled chapter');
    expect(screen.getByText('Show notes')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('says the episode has no public page while its podcast is paused', () => {
    render(
      <MantineProvider theme={theme}>
        <EpisodeFacts episode={{ ...episode, listed: false }} />
      </MantineProvider>,
    );
    expect(screen.getByRole('rowheader', { name: 'Public' }).closest('tr')).toHaveTextContent('Not while its podcast is paused');
    expect(screen.queryByRole('link', { name: /share page/ })).toBeNull();
  });
});
