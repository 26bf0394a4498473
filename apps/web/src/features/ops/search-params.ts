export const SOUNDBITE_STATUSES = ['draft', 'published', 'hidden'] as const;
export type SoundbiteStatus = (typeof SOUNDBITE_STATUSES)[number];

export interface SoundbitesSearch {
  status?: SoundbiteStatus;
  page?: number;
  q?: string;
}

export interface OpsSearchSearch {
  q?: string;
}

function isStatus(value: unknown): value is SoundbiteStatus {
  return SOUNDBITE_STATUSES.some((status) => status === value);
}

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Unknown or malformed values are dropped rather than failing the page: a bad link still opens the list. */
export function parseSoundbitesSearch(raw: Record<string, unknown>): SoundbitesSearch {
  const status = isStatus(raw.status) ? raw.status : undefined;
  const page = positiveInteger(raw.page);
  const q = text(raw.q);
  return { ...(status ? { status } : {}), ...(page ? { page } : {}), ...(q ? { q } : {}) };
}

export function parseOpsSearchSearch(raw: Record<string, unknown>): OpsSearchSearch {
  const q = text(raw.q);
  return q ? { q } : {};
}
