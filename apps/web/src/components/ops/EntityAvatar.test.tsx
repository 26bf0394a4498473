import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme';
import { EntityAvatar, initialOf } from './EntityAvatar';

const renderAvatar = (imageUrl: string | null) =>
  render(
    <MantineProvider theme={theme}>
      <EntityAvatar name="Ada Quill" imageUrl={imageUrl} size={64} />
    </MantineProvider>,
  );

describe('initialOf', () => {
  it('is the first letter of the name, whole even when it is outside the basic plane', () => {
    expect(initialOf('  Ada Quill')).toBe('A');
    expect(initialOf('🎙 Studio')).toBe('🎙');
    expect(initialOf('')).toBe('');
  });
});

describe('EntityAvatar', () => {
  it('shows the picture when there is one', () => {
    const { container } = renderAvatar('https://example.com/ada.png');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.com/ada.png');
  });

  it('shows the initial instead of a broken image when the picture fails to load', () => {
    const { container, rerender } = renderAvatar('https://example.com/gone.png');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('A')).toBeInTheDocument();
    // The same failed URL again (a refetch of the entity) stays the initial.
    rerender(
      <MantineProvider theme={theme}>
        <EntityAvatar name="Ada Quill" imageUrl="https://example.com/gone.png" size={64} />
      </MantineProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
  });

  it('tries a new picture after an old one failed', () => {
    const { container, rerender } = renderAvatar('https://example.com/gone.png');
    fireEvent.error(container.querySelector('img')!);
    rerender(
      <MantineProvider theme={theme}>
        <EntityAvatar name="Ada Quill" imageUrl="https://example.com/new.png" size={64} />
      </MantineProvider>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.com/new.png');
  });

  it('shows the initial when there is no picture', () => {
    const { container } = renderAvatar(null);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('A')).toBeInTheDocument();
  });
});
