import { describe, expect, it } from 'vitest';
import { decideNavigation, protectedAreaOf, type NavigationDecision } from './guard';

const STAFF_DOMAIN = 'example.com';

/** Every route of the app, with the area that protects it (none for public pages). */
const ROUTES: { path: string; area: 'ops' | 'nova' | null }[] = [
  { path: '/', area: null },
  { path: '/some/unknown/page', area: null },
  { path: '/deletion', area: null },
  { path: '/nova', area: 'nova' },
  { path: '/nova/auth', area: null },
  { path: '/ops', area: 'ops' },
  { path: '/ops/', area: 'ops' },
  { path: '/ops/auth', area: null },
  { path: '/ops/entity/ent_42', area: 'ops' },
  { path: '/ops/episodes', area: 'ops' },
  { path: '/ops/podcasts', area: 'ops' },
  { path: '/ops/search', area: 'ops' },
  { path: '/ops/soundbite/abc123', area: 'ops' },
  { path: '/ops/soundbites', area: 'ops' },
  { path: '/privacy', area: null },
  { path: '/share', area: null },
  { path: '/support', area: null },
  { path: '/terms', area: null },
];

const VISITORS = {
  signedOut: null,
  staff: { email: 'editor@example.com' },
  staffUpperCase: { email: 'X@EXAMPLE.COM' },
  listener: { email: 'listener@gmail.com' },
  lookalikeSuffix: { email: 'a@notexample.com' },
  lookalikePrefix: { email: 'a@example.com.evil.org' },
  noEmail: { email: null },
} as const;

const decide = (path: string, user: { email: string | null } | null, search = '') =>
  decideNavigation({ pathname: path, search, user, staffDomain: STAFF_DOMAIN });

function expected(area: 'ops' | 'nova' | null, visitor: keyof typeof VISITORS, path: string): NavigationDecision {
  const staff = visitor === 'staff' || visitor === 'staffUpperCase';
  if (!area || staff) return { kind: 'proceed' };
  return {
    kind: 'redirect',
    to: area === 'ops' ? '/ops/auth' : '/nova/auth',
    redirect: path,
    refusal:
      visitor === 'signedOut'
        ? null
        : { alert: area === 'ops' ? 'Only admins can access ops pages.' : 'Only admins can access Nova at this time.' },
  };
}

describe('navigation guard: every route × every visitor', () => {
  for (const route of ROUTES) {
    for (const [visitor, user] of Object.entries(VISITORS) as [keyof typeof VISITORS, (typeof VISITORS)[keyof typeof VISITORS]][]) {
      it(`${route.path} as ${visitor}`, () => {
        expect(decide(route.path, user)).toEqual(expected(route.area, visitor, route.path));
      });
    }
  }
});

describe('navigation guard details', () => {
  it('carries the original query in the redirect', () => {
    expect(decide('/ops/soundbites', null, '?status=draft&page=2')).toMatchObject({
      kind: 'redirect',
      to: '/ops/auth',
      redirect: '/ops/soundbites?status=draft&page=2',
    });
  });

  it('treats the staff domain case-insensitively and with or without "@"', () => {
    expect(decideNavigation({ pathname: '/ops', search: '', user: { email: 'x@example.com' }, staffDomain: '@EXAMPLE.com' })).toEqual({
      kind: 'proceed',
    });
  });

  it('protects any path containing /ops or /nova, however it is spelled', () => {
    expect(protectedAreaOf('/OPS/podcasts')).toBe('ops');
    expect(protectedAreaOf('/%6Fps/podcasts')).toBe('ops');
    expect(protectedAreaOf('/Nova')).toBe('nova');
    expect(protectedAreaOf('/share/ops')).toBe('ops');
    expect(protectedAreaOf('/ops/auth/')).toBeNull();
    expect(protectedAreaOf('/OPS/AUTH')).toBeNull();
    expect(protectedAreaOf('/ops/auth/extra')).toBe('ops');
    expect(protectedAreaOf('/opsy')).toBe('ops');
    expect(protectedAreaOf('/support')).toBeNull();
  });

  it('never lets a staff look-alike through', () => {
    for (const email of ['a@notexample.com', 'a@example.com.evil.org', 'example.com@evil.org', 'a@sub.example.co']) {
      expect(decide('/ops/podcasts', { email }).kind).toBe('redirect');
    }
  });
});
