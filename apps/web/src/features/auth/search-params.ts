export interface SignInSearch {
  redirect?: string;
}

export function parseSignInSearch(raw: Record<string, unknown>): SignInSearch {
  return typeof raw.redirect === 'string' ? { redirect: raw.redirect } : {};
}
