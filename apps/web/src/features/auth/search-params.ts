export interface SignInSearch {
  redirect?: string;
}

export function parseSignInSearch(raw: Record<string, unknown>): SignInSearch {
  // Named even when absent: the router lays this over the root's raw search (see defineListSearch).
  return { redirect: typeof raw.redirect === 'string' ? raw.redirect : undefined };
}
