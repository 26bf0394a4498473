import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme';
import { SoundbitePlayer } from './SoundbitePlayer';

function renderPlayer(audioUrl: string | null) {
  return render(
    <MantineProvider theme={theme}>
      <SoundbitePlayer audioUrl={audioUrl} startSeconds={65} endSeconds={80} label="Why sourdough wins" />
    </MantineProvider>,
  );
}

// jsdom cannot play audio; the range arithmetic is covered in range.test.ts, and playback in a real browser.
describe('SoundbitePlayer', () => {
  it('loads only the metadata of the audio and shows the range length', () => {
    renderPlayer('/demo/audio/episode-1.mp3');
    const audio = document.querySelector('audio');
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(audio).toHaveAttribute('src', '/demo/audio/episode-1.mp3');
    expect(screen.getByRole('button', { name: 'Play “Why sourdough wins”' })).toBeEnabled();
    expect(screen.getByText('0:00 / 0:15')).toBeInTheDocument();
  });

  it('learns the length of a whole episode the feed gave none from its audio', () => {
    render(
      <MantineProvider theme={theme}>
        <SoundbitePlayer audioUrl="/demo/audio/episode-1.mp3" startSeconds={0} endSeconds={Infinity} label="The whole episode" />
      </MantineProvider>,
    );
    expect(screen.getByText('0:00 / –:––')).toBeInTheDocument();
    const audio = document.querySelector('audio')!;
    Object.defineProperty(audio, 'duration', { value: 1234.5 });
    fireEvent.loadedMetadata(audio);
    expect(screen.getByText('0:00 / 20:34')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Position in “The whole episode”' })).toHaveAttribute('aria-valuetext', '0:00 of 20:34');
    // Whole episodes get skip and speed, whatever their length.
    expect(screen.getByRole('button', { name: '+30 s' })).toBeInTheDocument();
  });

  it('says when the audio ends before the moment does, but not for a whole episode a little shorter than its feed says', () => {
    /** A player of episode 2 from `start` to `end`, whose audio turns out to be 60.3 s long. */
    const withShortAudio = (startSeconds: number, endSeconds: number) => {
      const rendered = render(
        <MantineProvider theme={theme}>
          <SoundbitePlayer audioUrl="/demo/audio/episode-2.mp3" startSeconds={startSeconds} endSeconds={endSeconds} label="Near the end" />
        </MantineProvider>,
      );
      const audio = document.querySelector('audio')!;
      Object.defineProperty(audio, 'duration', { value: 60.3 });
      fireEvent.loadedMetadata(audio);
      return rendered;
    };
    const { unmount } = withShortAudio(50, 70);
    expect(screen.getByText('The episode’s audio ends at 1:00, before this moment does: it plays to there.')).toBeInTheDocument();
    expect(screen.getByText('0:00 / 0:10')).toBeInTheDocument();
    unmount();

    withShortAudio(0, 61);
    expect(screen.queryByText(/before this moment does/)).toBeNull();
  });

  it('says clearly when there is no audio, with nothing to press', () => {
    renderPlayer(null);
    expect(screen.getByRole('alert')).toHaveTextContent('This episode has no audio to play.');
    expect(screen.getByRole('button', { name: 'Play “Why sourdough wins”' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('reports an audio loading error and offers to try again', () => {
    renderPlayer('/demo/audio/missing.mp3');
    fireEvent.error(document.querySelector('audio')!);
    expect(screen.getByRole('alert')).toHaveTextContent('The episode’s audio could not be played.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play “Why sourdough wins”' })).toBeDisabled();

    // Trying again takes the error and its button away: the focus goes to Play, not to the page.
    // (jsdom has no media loading; the browser's reload of the source is what the real player calls.)
    Object.defineProperty(document.querySelector('audio')!, 'load', { value: () => undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play “Why sourdough wins”' })).toHaveFocus();
  });
});
