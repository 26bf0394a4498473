/** Small inline icons (no icon library in the bundle for a handful of glyphs). */
const base = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true } as const;

export function PlayIcon() {
  return (
    <svg {...base} fill="currentColor">
      <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...base} fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

export function NextIcon() {
  return (
    <svg {...base} fill="currentColor">
      <path d="M5 6.2v11.6a1 1 0 0 0 1.5.86L15 13.2V17a1 1 0 0 0 2 0V7a1 1 0 0 0-2 0v3.8L6.5 5.34A1 1 0 0 0 5 6.2Z" />
    </svg>
  );
}

export function PreviousIcon() {
  return (
    <svg {...base} fill="currentColor" style={{ transform: 'scaleX(-1)' }}>
      <path d="M5 6.2v11.6a1 1 0 0 0 1.5.86L15 13.2V17a1 1 0 0 0 2 0V7a1 1 0 0 0-2 0v3.8L6.5 5.34A1 1 0 0 0 5 6.2Z" />
    </svg>
  );
}

export function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg {...base} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M6 4h12v17l-6-4-6 4V4Z" />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3v13M7 8l5-5 5 5M5 14v5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-5" />
    </svg>
  );
}

/** The small, bold-stroked icons of the follow button (follow / following). */
const small = {
  width: '14',
  height: '14',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2.5',
  strokeLinecap: 'round',
} as const;

export function PlusIcon() {
  return (
    <svg {...small}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...small} strokeLinejoin="round">
      <path d="M5 12.5 10 17l9-10" />
    </svg>
  );
}
