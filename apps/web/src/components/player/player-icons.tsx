/** The players' glyphs, drawn inline (no icon library in the bundle for a handful of them). */
interface IconProps {
  /** Width and height in pixels. */
  size?: number;
}

const NEXT_PATH = 'M5 6.2v11.6a1 1 0 0 0 1.5.86L15 13.2V17a1 1 0 0 0 2 0V7a1 1 0 0 0-2 0v3.8L6.5 5.34A1 1 0 0 0 5 6.2Z';

export function PlayIcon({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z" />
    </svg>
  );
}

export function PauseIcon({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

/** Skip to what comes next: a triangle pointing right against a bar. */
export function NextIcon({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={NEXT_PATH} />
    </svg>
  );
}

/** Skip back: the next glyph mirrored. */
export function PreviousIcon({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" style={{ transform: 'scaleX(-1)' }}>
      <path d={NEXT_PATH} />
    </svg>
  );
}
