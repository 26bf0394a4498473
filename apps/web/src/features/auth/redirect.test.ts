import { describe, expect, it } from 'vitest';
import { sameSiteRedirect } from './redirect';

describe('sameSiteRedirect', () => {
  it.each(['/ops', '/ops/soundbites?status=draft', '/nova?x=1#top', '/ops/soundbite/abc'])('keeps the same-site path %s', (path) => {
    expect(sameSiteRedirect(path, '/ops')).toBe(path);
  });

  it.each([
    'https://evil.example',
    'http://evil.example/ops',
    '//evil.example',
    '//evil.example/ops',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /ops',
    '',
  ])('falls back for %j', (target) => {
    expect(sameSiteRedirect(target, '/ops')).toBe('/ops');
  });

  it('falls back when there is no redirect at all', () => {
    expect(sameSiteRedirect(undefined, '/nova')).toBe('/nova');
    expect(sameSiteRedirect(42, '/nova')).toBe('/nova');
  });
});
