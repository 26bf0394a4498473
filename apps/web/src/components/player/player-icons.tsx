export function PlayIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

/** Skip to the previous track (a bar and a triangle pointing left). */
export function PreviousIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <rect x="5" y="5" width="3" height="14" rx="1" />
      <path d="M19 6.3v11.4a1 1 0 0 1-1.54.84L9.3 13.1a1.3 1.3 0 0 1 0-2.2l8.16-5.44A1 1 0 0 1 19 6.3Z" />
    </svg>
  );
}

/** Skip to the next track (a triangle pointing right and a bar). */
export function NextIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M5 6.3v11.4a1 1 0 0 0 1.54.84l8.16-5.44a1.3 1.3 0 0 0 0-2.2L6.54 5.46A1 1 0 0 0 5 6.3Z" />
      <rect x="16" y="5" width="3" height="14" rx="1" />
    </svg>
  );
}
