import { MantineProvider } from '@mantine/core';
import type { Transcript } from '@soundbites/api-types';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { TranscriptPanel } from './TranscriptPanel';

const listed = (values: Partial<Transcript>): Transcript => ({
  id: crypto.randomUUID(),
  url: 'https://transcripts.example/ep1.srt',
  mimeType: 'application/srt',
  language: 'en',
  rel: null,
  status: 'failed',
  error: null,
  fetchedAt: null,
  segmentCount: 0,
  ...values,
});

function renderPanel(transcripts: Transcript[]) {
  const noop = () => {};
  render(
    <MantineProvider theme={theme}>
      <TranscriptPanel segments={[]} loading={false} range={{ start: 0, end: 10 }} onSetStart={noop} onSetEnd={noop} listed={transcripts} />
    </MantineProvider>,
  );
}

describe('TranscriptPanel without lines', () => {
  it('says why a transcript the feed lists has none: still to fetch, or why fetching failed', () => {
    renderPanel([
      listed({ error: 'feed_fetch_failed: The feed host answered HTTP 404' }),
      listed({ url: 'https://transcripts.example/ep1.vtt', status: 'pending' }),
    ]);
    expect(screen.getByText(/The feed lists 2 transcripts, but there are no lines to show/)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('https://transcripts.example/ep1.srt · could not be fetched or read. The host answered HTTP 404.');
    expect(items[1]).toHaveTextContent(
      'https://transcripts.example/ep1.vtt · not fetched. Soundbites reads SRT, WebVTT, JSON and HTML transcripts',
    );
  });

  it('says plainly when the feed lists no transcript', () => {
    renderPanel([]);
    expect(screen.getByText('This episode has no transcript.')).toBeInTheDocument();
  });
});
