import { MantineProvider } from '@mantine/core';
import type { Transcript } from '@soundbites/api-types';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
      <TranscriptPanel
        segments={[]}
        loading={false}
        range={{ start: 0, end: 10 }}
        durationSeconds={null}
        onRangeChange={noop}
        listed={transcripts}
      />
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

describe('TranscriptPanel with lines', () => {
  const segments = [
    { startSeconds: 0, endSeconds: 4, speaker: 'Ada', text: 'Hello.' },
    { startSeconds: 4, endSeconds: 9, speaker: 'Bo', text: 'Hi there.' },
  ];

  it('sets the start from a line, or the end once that is chosen (a touch screen has no Shift), Shift-click the other', () => {
    const onRangeChange = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <TranscriptPanel
          segments={segments}
          loading={false}
          range={{ start: 0, end: 10 }}
          durationSeconds={null}
          onRangeChange={onRangeChange}
        />
      </MantineProvider>,
    );
    const line = () => screen.getByRole('button', { name: /Hi there\./ });
    expect(screen.getByRole('status')).toHaveTextContent('');
    fireEvent.click(line());
    expect(onRangeChange).toHaveBeenLastCalledWith({ start: 4, end: 10 });
    // Said, as drags and nudges are.
    expect(screen.getByRole('status')).toHaveTextContent('Soundbite from 0:04 to 0:10');
    fireEvent.click(line(), { shiftKey: true });
    expect(onRangeChange).toHaveBeenLastCalledWith({ start: 0, end: 9 });
    expect(screen.getByRole('status')).toHaveTextContent('Soundbite from 0:00 to 0:09');

    fireEvent.click(screen.getByRole('radio', { name: 'Ends there' }));
    expect(screen.getByText('A line chosen ends the soundbite; Shift-click one to start it there.')).toBeInTheDocument();
    onRangeChange.mockClear();
    fireEvent.click(line());
    expect(onRangeChange).toHaveBeenLastCalledWith({ start: 0, end: 9 });
    fireEvent.click(line(), { shiftKey: true });
    expect(onRangeChange).toHaveBeenLastCalledWith({ start: 4, end: 10 });
  });
});

describe('TranscriptPanel over a long transcript', () => {
  const segments = Array.from({ length: 40 }, (_, index) => ({
    startSeconds: index * 5,
    endSeconds: index * 5 + 5,
    speaker: null,
    text: index === 35 ? 'The lighthouse keeper speaks.' : `Line ${index}.`,
  }));

  it('lists the lines around the range, finds words anywhere in the episode, and shows the whole of it on asking', () => {
    render(
      <MantineProvider theme={theme}>
        <TranscriptPanel segments={segments} loading={false} range={{ start: 0, end: 10 }} durationSeconds={200} onRangeChange={() => {}} />
      </MantineProvider>,
    );
    const lineButtons = () => screen.getAllByRole('button', { name: /^0:|^\d+:\d\d/ });
    expect(lineButtons()).toHaveLength(6);
    expect(lineButtons()[0]).toHaveAccessibleDescription('A line chosen starts the soundbite; Shift-click one to end it there.');

    fireEvent.input(screen.getByRole('searchbox', { name: 'Find in the transcript' }), { target: { value: 'LIGHTHOUSE' } });
    expect(screen.getByRole('button', { name: /The lighthouse keeper speaks\./ })).toBeInTheDocument();
    expect(lineButtons()).toHaveLength(1);
    expect(screen.getByText('1 line found.')).toBeInTheDocument();
    fireEvent.input(screen.getByRole('searchbox', { name: 'Find in the transcript' }), { target: { value: 'nowhere' } });
    expect(screen.getByText('No line holds “nowhere”.')).toBeInTheDocument();

    fireEvent.input(screen.getByRole('searchbox', { name: 'Find in the transcript' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'The whole transcript (40 lines)' }));
    expect(lineButtons()).toHaveLength(40);
    fireEvent.click(screen.getByRole('button', { name: 'Only around the range' }));
    expect(lineButtons()).toHaveLength(6);
  });
});
