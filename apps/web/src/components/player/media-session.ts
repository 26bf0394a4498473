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
