import {
  NextIcon as PlayerNextIcon,
  PauseIcon as PlayerPauseIcon,
  PlayIcon as PlayerPlayIcon,
  PreviousIcon as PlayerPreviousIcon,
} from '../../../components/player/player-icons';

/** Small inline icons (no icon library in the bundle for a handful of glyphs). */
const base = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true } as const;

// Nova's bar draws the players' glyphs a little smaller.
export const PlayIcon = () => <PlayerPlayIcon size={18} />;
export const PauseIcon = () => <PlayerPauseIcon size={18} />;
export const NextIcon = () => <PlayerNextIcon size={18} />;
export const PreviousIcon = () => <PlayerPreviousIcon size={18} />;

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
