import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme';
import { RangeBadge } from './RangeBadge';

describe('RangeBadge', () => {
  it('shows the range and says it in words, not as "0:29 dash 0:33"', () => {
    render(
      <MantineProvider theme={theme}>
        <RangeBadge range="0:29–0:33" />
      </MantineProvider>,
    );
    expect(screen.getByText('From 0:29 to 0:33')).toBeInTheDocument();
    expect(screen.getByText('0:29–0:33')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('From 0:29 to 0:33').closest('.mantine-Badge-root')?.textContent).toBe('0:29–0:33From 0:29 to 0:33');
  });
});
