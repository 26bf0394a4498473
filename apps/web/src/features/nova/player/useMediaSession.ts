import { soundbiteDisplayTitle } from '@soundbites/config';
import { useEffect, useRef } from 'react';
import type { Player } from './PlayerProvider';

/** Lock-screen, notification and headset controls drive the same player as the page. */
export function useMediaSession(player: Player) {
  const latest = useRef(player);
  useEffect(() => {
    latest.current = player;
  });
  const { current, playing, elapsed, length } = player;

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => latest.current.toggle()],
      ['pause', () => latest.current.toggle()],
      ['previoustrack', () => latest.current.previous()],
      ['nexttrack', () => latest.current.next()],
      ['seekto', (details) => latest.current.seek(details.seekTime ?? 0)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
    };
  }, []);

  useEffect(() => {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    if (!current) {
      navigator.mediaSession.metadata = null;
      return;
    }
    const art = current.episode.imageUrl ?? current.podcast.imageUrl;
    navigator.mediaSession.metadata = new MediaMetadata({
      title: soundbiteDisplayTitle(current.title, current.episode.title),
      artist: current.podcast.title,
      album: current.episode.title,
      artwork: art ? [{ src: new URL(art, window.location.href).href, sizes: '512x512' }] : [],
    });
  }, [current]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = current ? (playing ? 'playing' : 'paused') : 'none';
    if (current && length > 0 && 'setPositionState' in navigator.mediaSession) {
      try {
        navigator.mediaSession.setPositionState({ duration: length, position: Math.min(elapsed, length), playbackRate: 1 });
      } catch {
        // Rejected while the range is not known yet.
      }
    }
  }, [current, playing, elapsed, length]);
}
