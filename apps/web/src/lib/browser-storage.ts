/**
 * The browser's local or session storage, or null where there is none or it is refused (privacy
 * settings, some embedded browsers): what is kept there is a convenience, and everything works
 * without it.
 */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
