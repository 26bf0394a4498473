import { describe, expect, it } from 'vitest';
import { spaceIsForThePage } from './page-space-key';

const space = (target: EventTarget | null, more: Partial<KeyboardEvent> = {}) => ({
  key: ' ',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  defaultPrevented: false,
  target,
  ...more,
});

function element(html: string, selector: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>(selector)!;
}

describe('spaceIsForThePage', () => {
  it('takes a Space pressed on the page itself, or on its main content holding the focus', () => {
    expect(spaceIsForThePage(space(document.body))).toBe(true);
    expect(spaceIsForThePage(space(element('<main tabindex="-1"><h1>Title</h1></main>', 'main')))).toBe(true);
    expect(spaceIsForThePage(space(element('<div role="group" tabindex="-1">lines</div>', 'div')))).toBe(true);
  });

  it('leaves Space to what takes it: buttons, links, fields, sliders, anything Tab reaches', () => {
    expect(spaceIsForThePage(space(element('<button>Play</button>', 'button')))).toBe(false);
    expect(spaceIsForThePage(space(element('<a href="/x">Link</a>', 'a')))).toBe(false);
    expect(spaceIsForThePage(space(element('<input aria-label="Find">', 'input')))).toBe(false);
    expect(spaceIsForThePage(space(element('<div role="slider" tabindex="0"></div>', 'div')))).toBe(false);
    expect(spaceIsForThePage(space(element('<div tabindex="0">a line</div>', 'div')))).toBe(false);
  });

  it('leaves it to a dialog, and to other keys or Space with a modifier', () => {
    expect(spaceIsForThePage(space(element('<div role="dialog" tabindex="-1"><p>x</p></div>', 'p')))).toBe(false);
    expect(spaceIsForThePage(space(document.body, { key: 'k' }))).toBe(false);
    expect(spaceIsForThePage(space(document.body, { shiftKey: true }))).toBe(false);
    expect(spaceIsForThePage(space(document.body, { defaultPrevented: true }))).toBe(false);
  });
});
