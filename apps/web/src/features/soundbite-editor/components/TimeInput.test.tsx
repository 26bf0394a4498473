import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveShortcut } from '../../../components/form/useSaveShortcut';
import { theme } from '../../../lib/theme';
import { TimeInput } from './TimeInput';

function Field({ initial = 16.5, check }: { initial?: number; check?: (seconds: number) => string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider theme={theme}>
      <TimeInput label="Start" value={value} onCommit={setValue} {...(check ? { check } : {})} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue(30)}>
        Move on the waveform
      </button>
    </MantineProvider>
  );
}

const box = () => screen.getByLabelText('Start');

/** A form of one time, saved with Ctrl+S: `saved` is told the value it saves. */
function SavedField({ saved }: { saved: (seconds: number) => void }) {
  const [value, setValue] = useState(16.5);
  useSaveShortcut(() => saved(value), true);
  return (
    <MantineProvider theme={theme}>
      <TimeInput label="Start" value={value} onCommit={setValue} />
    </MantineProvider>
  );
}

/** Types `text` over what the box holds and leaves the field, as a user correcting a time does. */
async function typeAndLeave(text: string) {
  await userEvent.clear(box());
  await userEvent.type(box(), text);
  await userEvent.tab();
}

/** Start with its rule against an End set by another control, as in the range editor. */
function StartAgainstEnd() {
  const [start, setStart] = useState(29);
  const [end, setEnd] = useState(33);
  return (
    <MantineProvider theme={theme}>
      <TimeInput
        label="Start"
        value={start}
        onCommit={setStart}
        check={(seconds) => (seconds < end - 0.1 ? null : `Start must be before End (${end})`)}
      />
      <output data-testid="value">{start}</output>
      <button type="button" onClick={() => setEnd(45)}>
        End to 45
      </button>
      <button type="button" onClick={() => setEnd(38)}>
        End to 38
      </button>
    </MantineProvider>
  );
}

describe('TimeInput', () => {
  it('takes a refused time once the other edge makes room for it, and updates the reason until then', async () => {
    render(<StartAgainstEnd />);
    await typeAndLeave('0:40');
    expect(screen.getByText('Start must be before End (33)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End to 38' }));
    expect(await screen.findByText('Start must be before End (38)')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('29');
    await userEvent.click(screen.getByRole('button', { name: 'End to 45' }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('40'));
    expect(screen.queryByText(/Start must be before End/)).not.toBeInTheDocument();
    expect(box()).toHaveValue('0:40');
  });

  it('keeps a malformed time in the box beside its explanation when leaving the field, and changes nothing', async () => {
    render(<Field />);
    await typeAndLeave('abc');
    expect(box()).toHaveValue('abc');
    expect(screen.getByText('“abc” is not a time; use 1:23.4 or 83.4')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('16.5');
  });

  it('keeps a time the rules refuse in the box beside the reason', async () => {
    render(<Field check={(seconds) => (seconds < 20 ? null : 'Start must be before End')} />);
    await typeAndLeave('0:40');
    expect(box()).toHaveValue('0:40');
    expect(screen.getByText('Start must be before End')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('16.5');
  });

  it('commits a good time and shows it in the usual form; a time set elsewhere replaces a refused one', async () => {
    render(<Field />);
    await userEvent.clear(box());
    await userEvent.type(box(), '12{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    expect(box()).toHaveValue('0:12');

    await typeAndLeave('abc');
    await userEvent.click(screen.getByRole('button', { name: 'Move on the waveform' }));
    expect(box()).toHaveValue('0:30');
    expect(screen.queryByText('“abc” is not a time; use 1:23.4 or 83.4')).not.toBeInTheDocument();
  });

  it('takes a good time once the typing pauses, without leaving the field, and says nothing of one still being typed', async () => {
    render(<Field />);
    await userEvent.clear(box());
    await userEvent.type(box(), '0:1');
    expect(box()).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(/^1$/));
    await userEvent.type(box(), '2.5');
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('12.5'));
    // What was typed stays as typed while the field is in use.
    expect(box()).toHaveValue('0:12.5');
    await userEvent.clear(box());
    await userEvent.type(box(), 'abc');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.queryByText(/is not a time/)).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('12.5');
  });

  it('takes what was typed when Ctrl+S is pressed in the field, so the form saves it', async () => {
    const saved = vi.fn();
    render(<SavedField saved={saved} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '0:14{Control>}s{/Control}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith(14));
  });

  it('saves nothing on Ctrl+S while the field holds something that is not a time, and says why', async () => {
    const saved = vi.fn();
    render(<SavedField saved={saved} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '0:1x{Control>}s{/Control}');
    expect(await screen.findByText('“0:1x” is not a time; use 1:23.4 or 83.4')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).not.toHaveBeenCalled();
  });
});
