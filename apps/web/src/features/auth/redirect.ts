const PROBE_ORIGIN = 'https://soundbites.invalid';

/**
 * Returns `target` only when it is a path on this site: a single leading "/", not
 * "//host" or "/\host" (both mean another host to a browser), no scheme and no
 * control characters (browsers drop tabs and newlines, turning "/\t/x" into "//x").
 */
export function sameSiteRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(target)) return fallback;
  try {
    const resolved = new URL(target, PROBE_ORIGIN);
    if (resolved.origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return target;
}
