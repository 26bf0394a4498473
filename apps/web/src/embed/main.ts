/**
 * The embeddable player for one soundbite (an iframe on other sites): the server renders its markup
 * and this wires it up, with no framework, so a page that embeds ten soundbites stays light. It plays
 * exactly [data-start, data-end] of the episode's audio, with the same range rules as the app's player.
 */
import { decidePlayback, elapsedInRange, formatClock, playFrom, positionFor, type PlaybackRange } from '../components/player/range';

/** Told to this page's other Soundbites embeds when one starts, so only one plays at a time. */
const PLAYING_MESSAGE = 'soundbites:embed-playing';

const PLAY = 'M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z';
const PAUSE = 'M6 5h4v14H6zM14 5h4v14h-4z';

function wire(root: HTMLElement) {
  const audio = root.querySelector('audio');
  const button = root.querySelector<HTMLButtonElement>('button[data-play]');
  const icon = button?.querySelector('path');
  const slider = root.querySelector<HTMLInputElement>('input[type="range"]');
  const clock = root.querySelector<HTMLElement>('[data-clock]');
  const status = root.querySelector<HTMLElement>('[role="status"]');
  if (!audio || !button || !icon || !slider || !clock || !status) return;
  const range: PlaybackRange = { startSeconds: Number(root.dataset.start), endSeconds: Number(root.dataset.end) };
  const length = range.endSeconds - range.startSeconds;
  const label = root.dataset.label ?? 'this soundbite';
  let frame = 0;

  const show = () => {
    const elapsed = elapsedInRange(audio.currentTime, range);
    slider.value = String(elapsed);
    slider.setAttribute('aria-valuetext', `${formatClock(elapsed)} of ${formatClock(length)}`);
    clock.textContent = `${formatClock(elapsed)} / ${formatClock(length)}`;
  };
  const watch = () => {
    if (audio.paused) return;
    if (decidePlayback(audio.currentTime, range) === 'stop') {
      audio.pause();
      audio.currentTime = range.endSeconds;
    } else if (decidePlayback(audio.currentTime, range) === 'seek-to-start') {
      audio.currentTime = range.startSeconds;
    }
    show();
    frame = requestAnimationFrame(watch);
  };

  button.addEventListener('click', () => {
    if (!audio.paused) {
      audio.pause();
      return;
    }
    const from = playFrom(audio.currentTime, range);
    if (audio.currentTime !== from) audio.currentTime = from;
    audio.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      status.textContent = 'Playback could not start. Press play again.';
    });
  });
  audio.addEventListener('play', () => {
    tellOtherEmbeds();
    status.textContent = '';
    icon.setAttribute('d', PAUSE);
    button.setAttribute('aria-label', `Pause “${label}”`);
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(watch);
  });
  audio.addEventListener('pause', () => {
    icon.setAttribute('d', PLAY);
    button.setAttribute('aria-label', `Play “${label}”`);
    cancelAnimationFrame(frame);
    show();
  });
  audio.addEventListener('timeupdate', () => {
    if (!audio.paused && decidePlayback(audio.currentTime, range) === 'stop') audio.pause();
    show();
  });
  audio.addEventListener('error', () => {
    status.textContent = 'The episode’s audio could not be loaded.';
  });
  // Another embed on the host page started: this one stops, as the site's own players do.
  window.addEventListener('message', (event) => {
    if (event.origin === window.location.origin && event.source !== window && isPlayingMessage(event.data) && !audio.paused) audio.pause();
  });
  slider.addEventListener('input', () => {
    audio.currentTime = positionFor(Number(slider.value), range);
    show();
  });
}

function isPlayingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PLAYING_MESSAGE;
}

/**
 * The host page's other frames, told through postMessage aimed at this origin: the browser hands
 * it only to frames showing a page of this server (other embeds), never to the host's other frames.
 */
function tellOtherEmbeds() {
  const siblings = window.parent.frames;
  for (let i = 0; i < siblings.length; i++) {
    const frame = siblings[i];
    if (frame && frame !== window) frame.postMessage({ type: PLAYING_MESSAGE }, window.location.origin);
  }
}

for (const root of document.querySelectorAll<HTMLElement>('[data-soundbite-embed]')) wire(root);
