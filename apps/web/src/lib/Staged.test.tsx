import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStages } from './staged-render';
import { Staged } from './Staged';

function Page() {
  return (
    <main>
      <h1>Shell</h1>
      <Staged>
        <p>First part</p>
        <Staged>
          <p>Nested part</p>
        </Staged>
      </Staged>
      <Staged>
        <p>Second part</p>
      </Staged>
    </main>
  );
}

describe('Staged', () => {
  it('renders at once outside a staged first render', () => {
    render(<Page />);
    expect(screen.getByText('First part')).toBeInTheDocument();
    expect(screen.getByText('Nested part')).toBeInTheDocument();
    expect(screen.getByText('Second part')).toBeInTheDocument();
  });

  it('during a staged first render, renders each part in a later task and reveals only once every part, nested ones too, is in', async () => {
    const container = document.createElement('div');
    const revealedWith: string[] = [];
    renderInStages(() => revealedWith.push(container.textContent ?? ''));
    render(<Page />, { container });

    // The first task renders only what is outside the parts.
    expect(container.textContent).toBe('Shell');
    await waitFor(() => expect(revealedWith).toHaveLength(1));
    expect(revealedWith[0]).toBe('ShellFirst partNested partSecond part');

    // Once revealed, later renders are not staged.
    render(<Page />);
    expect(screen.getByText('Nested part')).toBeInTheDocument();
  });
});
