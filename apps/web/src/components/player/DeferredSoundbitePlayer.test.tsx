import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../lib/theme';
import { DeferredSoundbitePlayer } from './DeferredSoundbitePlayer';

const label = 'Why sourdough wins';

function renderPlayer(audioUrl: string | null = '/demo/audio/episode-1.mp3') {
  return render(
    <MantineProvider theme={theme}>
      <DeferredSoundbitePlayer audioUrl={audioUrl} startSeconds={65} endSeconds={80} label={label} />
    </MantineProvider>,
  );
}

// jsdom cannot play audio: `play` records that playback was asked for, as a browser would start it.
let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => play.mockRestore());

describe('DeferredSoundbitePlayer', () => {
  it('is the player at rest, with the same names and roles, until the visitor reaches for it; then the real one, fetching no audio before play', async () => {
    renderPlayer();
    expect(screen.getByRole('button', { name: `Play “${label}”` })).toBeEnabled();
    const slider = screen.getByRole('slider', { name: `Position in “${label}”` });
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 0:15');
    expect(screen.getByText('0:00 / 0:15')).toBeInTheDocument();
    // Pointing at it fetches the player's code, but only reaching for a control brings the player in.
    fireEvent.pointerEnter(slider.closest('.mantine-Stack-root')!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelector('audio')).toBeNull();

    slider.focus();
    await waitFor(() => expect(document.querySelector('audio')).not.toBeNull());
    expect(document.querySelector('audio')).toHaveAttribute('preload', 'none');
    expect(screen.getByRole('slider', { name: `Position in “${label}”` })).toHaveAttribute('aria-valuetext', '0:00 of 0:15');
    expect(play).not.toHaveBeenCalled();
  });

  it('plays at once when play is pressed before the real player is in, keeping the focus on the play button', async () => {
    renderPlayer();
    const frameButton = screen.getByRole('button', { name: `Play “${label}”` });
    fireEvent.pointerDown(frameButton);
    frameButton.focus();
    fireEvent.click(frameButton);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    const playerButton = screen.getByRole('button', { name: `Play “${label}”` });
    expect(playerButton).not.toBe(frameButton);
    expect(playerButton).toHaveFocus();
  });

  it('keeps the keyboard focus on the control it reached when the real player comes in', async () => {
    renderPlayer();
    const frameSlider = screen.getByRole('slider', { name: `Position in “${label}”` });
    frameSlider.focus();
    await waitFor(() => expect(document.querySelector('audio')).not.toBeNull());
    const playerSlider = screen.getByRole('slider', { name: `Position in “${label}”` });
    expect(playerSlider).not.toBe(frameSlider);
    expect(playerSlider).toHaveFocus();
    expect(play).not.toHaveBeenCalled();
  });

  it('plays when play is pressed while the player it was focused for is still loading', async () => {
    renderPlayer();
    const frameButton = screen.getByRole('button', { name: `Play “${label}”` });
    frameButton.focus();
    fireEvent.click(frameButton);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: `Play “${label}”` })).toHaveFocus();
  });

  it('says without being asked that there is no audio to play', async () => {
    renderPlayer(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('This episode has no audio to play.');
    expect(screen.getByRole('button', { name: `Play “${label}”` })).toBeDisabled();
  });
});
