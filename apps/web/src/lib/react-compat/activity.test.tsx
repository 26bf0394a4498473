import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity, useState } from 'react';
import { describe, expect, it } from 'vitest';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Count {count}
    </button>
  );
}

function Panel({ mode }: { mode: 'visible' | 'hidden' }) {
  return (
    <Activity mode={mode}>
      <Counter />
    </Activity>
  );
}

// `react` is Preact's compatibility layer here as in the build; `Activity` is the app's stand-in.
describe('Activity', () => {
  it('renders its children when visible', () => {
    render(<Panel mode="visible" />);
    expect(screen.getByRole('button', { name: 'Count 0' })).toBeVisible();
  });

  it('keeps hidden children mounted, with their state, out of sight and out of the accessibility tree', async () => {
    const { container, rerender } = render(<Panel mode="visible" />);
    await userEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Count 1' }));

    rerender(<Panel mode="hidden" />);
    const hidden = screen.getByText('Count 2');
    expect(hidden).not.toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    // The stand-in, not React's own Activity (which adds no element): the tests run on Preact.
    expect(container.querySelector('[data-activity="hidden"]')).toContainElement(hidden);

    rerender(<Panel mode="visible" />);
    expect(screen.getByRole('button', { name: 'Count 2' })).toBe(hidden);
    expect(hidden).toBeVisible();
  });

  it('is visible when no mode is given, as in React', () => {
    render(
      <Activity>
        <p>Shown</p>
      </Activity>,
    );
    expect(screen.getByText('Shown')).toBeVisible();
  });
});
