/**
 * A button's words that change with its state ("Play soundbite", "Stop") at the width of the longest,
 * so that pressing it does not move the buttons beside it, and a second press lands on the same one.
 * Each is laid on the same grid cell; only the current one is seen (the others hold the width).
 */
export function SteadyLabel<L extends string>({ labels, current }: { labels: readonly L[]; current: L }) {
  return (
    <span style={{ display: 'inline-grid' }}>
      {labels.map((label) => (
        <span
          key={label}
          aria-hidden={label !== current}
          style={{ gridArea: '1 / 1', visibility: label === current ? 'visible' : 'hidden' }}
        >
          {label}
        </span>
      ))}
    </span>
  );
}
