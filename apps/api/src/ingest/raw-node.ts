/** Reading partytime's raw XML tree (fast-xml-parser nodes) and the values feeds write in it. */

export type RawNode = Record<string, unknown>;

export function asArray<T>(value: T | T[] | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function attribute(node: unknown, name: string): string | null {
  if (typeof node !== 'object' || node === null) return null;
  const attrs = (node as { attr?: Record<string, unknown> }).attr;
  const value = attrs?.[`@_${name}`];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}

export function text(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node).trim();
  if (typeof node === 'object' && node !== null) {
    const value = (node as Record<string, unknown>)['#text'];
    if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  }
  return '';
}

/** Seconds as the feed wrote them: "33.833" stays 33.833, "0" is a valid start. */
export function decimal(value: string | null): number | null {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function integerOrNull(value: number | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

export function longest(...candidates: (string | undefined)[]): string | null {
  let best: string | null = null;
  for (const c of candidates) if (c && (best === null || c.length > best.length)) best = c;
  return best;
}

export function unique(values: string[]): string[] {
  return [...new Set(values.map((v) => String(v).trim()).filter(Boolean))];
}
