import { useEffect } from 'react';

/** What the lock screen, the notification and a headset show while a player plays. */
export interface PlayerMedia {
  title: string;
  podcastTitle: string;
  episodeTitle: string;
  artUrl: string | null;
}

/** Tells the browser what is playing, once it plays: the lock screen and notification show it. */
export function useMediaMetadata(media: PlayerMedia | undefined) {
  const { title, podcastTitle, episodeTitle, artUrl } = media ?? {};
  useEffect(() => {
    if (title === undefined || !('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title,
      artist: podcastTitle,
      album: episodeTitle,
      artwork: artUrl ? [{ src: new URL(artUrl, window.location.href).href, sizes: '512x512' }] : [],
    });
  }, [title, podcastTitle, episodeTitle, artUrl]);
}

/**
 * While `step` is given, the previous-track and next-track buttons of a headset, the lock screen or
 * the notification call it; taken away, they go back to the browser's own behaviour.
 */
export function useTrackButtons(step: ((direction: 'previous' | 'next') => void) | null) {
  useEffect(() => {
    if (!step || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    try {
      session.setActionHandler('previoustrack', () => step('previous'));
      session.setActionHandler('nexttrack', () => step('next'));
    } catch {
      // A browser that knows neither action: the page's own buttons remain.
      return;
    }
    return () => {
      session.setActionHandler('previoustrack', null);
      session.setActionHandler('nexttrack', null);
    };
  }, [step]);
}
