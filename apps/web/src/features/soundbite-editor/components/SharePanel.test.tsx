import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import type { SoundbiteDetail } from '../api/editor-api';
import { SharePanel } from './SharePanel';

const soundbite = (imageUrl: string | null) =>
  ({
    status: 'published',
    shareUrl: '/share?soundbite=abc',
    sharePreview: { title: 'Why sourdough wins — The Long Table', description: 'A moment about bread.', imageUrl },
  }) as unknown as SoundbiteDetail;

const renderPanel = (imageUrl: string | null) =>
  render(
    <MantineProvider theme={theme}>
      <SharePanel soundbite={soundbite(imageUrl)} />
    </MantineProvider>,
  );

describe('SharePanel', () => {
  it('previews the card chat apps build, with the image while it loads', () => {
    renderPanel('https://cdn.example/art.jpg');
    const preview = screen.getByTestId('share-preview');
    expect(preview).toHaveTextContent('Why sourdough wins — The Long Table');
    expect(preview.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/art.jpg');
  });

  it('drops an image that does not load rather than show a broken-image box', () => {
    renderPanel('https://cdn.example/missing.jpg');
    const preview = screen.getByTestId('share-preview');
    fireEvent.error(preview.querySelector('img')!);
    expect(preview.querySelector('img')).toBeNull();
    expect(preview).toHaveTextContent('A moment about bread.');
  });
});
