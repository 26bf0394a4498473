import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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

/** Types `text` over what the box holds and leaves the field, as a user correcting a time does. */
async function typeAndLeave(text: string) {
  await userEvent.clear(box());
  await userEvent.type(box(), text);
  await userEvent.tab();
}

describe('TimeInput', () => {
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
});
