import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollPadding } from './useScrollPadding';

function Bar({ active, height }: { active: boolean; height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollPadding(ref, 'bottom', active);
  // jsdom lays nothing out: the bar is given its height.
  const measured = (element: HTMLDivElement | null) => {
    if (element) Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height });
    ref.current = element;
  };
  return <div ref={measured} />;
}

describe('useScrollPadding', () => {
  afterEach(() => {
    document.documentElement.style.scrollPaddingBottom = '';
  });

  it("keeps the page's scroll padding as tall as the bar and a gap while it is shown, and gives it back after", () => {
    const { rerender, unmount } = render(<Bar active height={50} />);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('58px');

    rerender(<Bar active={false} height={50} />);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');

    rerender(<Bar active height={50} />);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('58px');
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
