import { isStaffEmail } from '@soundbites/config';

export type ProtectedArea = 'ops' | 'nova';

export const SIGN_IN_PATHS = { ops: '/ops/auth', nova: '/nova/auth' } as const;
export type SignInPath = (typeof SIGN_IN_PATHS)[ProtectedArea];

export const REFUSAL_ALERTS: Record<ProtectedArea, string> = {
  ops: 'Only admins can access ops pages.',
  nova: 'Only admins can access Nova at this time.',
};

export interface NavigationRequest {
  /** The path being navigated to, as the router reports it. */
  pathname: string;
  /** Its query string including the leading "?" (or empty). */
  search: string;
  /** null when nobody is signed in; a signed-in user may have no e-mail. */
  user: { email: string | null } | null;
  staffDomain: string;
}

export type NavigationDecision =
  | { kind: 'proceed' }
  | {
      kind: 'redirect';
      to: SignInPath;
      /** The original path with its query, for `?redirect=`. */
      redirect: string;
      /** Set for a signed-in non-staff user: alert this text and sign them out first. */
      refusal: { alert: string } | null;
    };

/**
 * The router matches paths case-insensitively and decodes them, so the guard compares
 * the same normalised form; otherwise "/OPS" or "/%6Fps" would slip past it.
 */
function normalisePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot match a route either; compare it as written.
  }
  const lower = decoded.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** Any path containing /ops or /nova is protected, except the two sign-in pages. */
export function protectedAreaOf(pathname: string): ProtectedArea | null {
  const path = normalisePath(pathname);
  if (path.includes('/ops')) return path === SIGN_IN_PATHS.ops ? null : 'ops';
  if (path.includes('/nova')) return path === SIGN_IN_PATHS.nova ? null : 'nova';
  return null;
}

/**
 * The navigation guard as a pure decision: /ops and /nova pages need a staff e-mail (the staff domain);
 * anyone else goes to that area's sign-in page with ?redirect= set to where they were going, and
 * a signed-in non-staff user is first shown the area's refusal alert and signed out. The router
 * performs the effects.
 */
export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const area = protectedAreaOf(request.pathname);
  if (!area) return { kind: 'proceed' };
  const { user, staffDomain } = request;
  if (user && isStaffEmail(user.email, staffDomain)) return { kind: 'proceed' };
  return {
    kind: 'redirect',
    to: SIGN_IN_PATHS[area],
    redirect: request.pathname + request.search,
    refusal: user ? { alert: REFUSAL_ALERTS[area] } : null,
  };
}
