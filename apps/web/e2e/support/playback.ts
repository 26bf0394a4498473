import { expect, type Locator } from '@playwright/test';

/**
 * Notes where the audio is the moment it starts to play. Read afterwards, the position has moved on by
 * however long a busy machine took to look, so a test of where playback starts reads this note instead.
 */
export async function noteWherePlaybackStarts(audio: Locator) {
  await audio.evaluate((el: HTMLAudioElement) => {
    delete el.dataset.startedAt;
    el.addEventListener(
      'playing',
      () => {
        el.dataset.startedAt = String(el.currentTime);
      },
      { once: true },
    );
  });
}

/** Where the audio was when it started to play, once it has. */
export async function wherePlaybackStarted(audio: Locator): Promise<number> {
  await expect(audio).toHaveAttribute('data-started-at', /\d/);
  return Number(await audio.getAttribute('data-started-at'));
}
