import { describe, expect, it } from 'vitest';
import { inNovaShell } from './page-meta';

const route = (shell?: 'nova' | 'site') => ({ staticData: shell ? { shell } : {} });

describe('inNovaShell', () => {
  it('puts pages under Nova in its own shell', () => {
    expect(inNovaShell([route(), route('nova'), route()])).toBe(true);
  });

  it('keeps a page that asks for the site shell in it, though Nova is above it', () => {
    expect(inNovaShell([route(), route('nova'), route('site')])).toBe(false);
  });

  it('leaves every other page in the site shell', () => {
    expect(inNovaShell([route(), route()])).toBe(false);
    expect(inNovaShell([])).toBe(false);
  });
});
