import { z } from '@hono/zod-openapi';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Query parameters every list shares: page from 1, at most 100 items per page. */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).default(1).openapi({ example: 1 }),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).openapi({ example: DEFAULT_PAGE_SIZE }),
};

/** The one list envelope: `{items, total, page, pageSize}`. */
export function pageSchema<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    })
    .openapi(name);
}

export function pageWindow(query: { page: number; pageSize: number }) {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/**
 * A `sort` parameter limited to a whitelist of fields, each ascending (`title`) or
 * descending (`-title`). Anything else fails validation, so the 400 names `sort`.
 */
export function sortParam<const F extends string>(fields: readonly [F, ...F[]], fallback: F | `-${F}`) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [F | `-${F}`, ...(F | `-${F}`)[]];
  return z
    .enum(values)
    .default(fallback as never)
    .openapi({ description: `One of ${fields.join(', ')}; prefix with "-" for descending` });
}

/**
 * Turns a validated sort value into ORDER BY terms, with a tiebreaker so pages never overlap. Rows
 * that tie on a coarse field (a kind, a status) come in `thenBy` order, ascending, before the tiebreaker.
 */
export function orderBy<F extends string>(
  sort: F | `-${F}`,
  columns: Record<F, AnyColumn | SQL>,
  tiebreaker: AnyColumn,
  thenBy?: AnyColumn | SQL,
): SQL[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as F;
  const column = columns[field];
  const then = thenBy && thenBy !== column ? [asc(thenBy)] : [];
  // Rows without a value (an episode with no date) go last either way.
  return descending ? [sql`${column} desc nulls last`, ...then, desc(tiebreaker)] : [asc(column), ...then, asc(tiebreaker)];
}

/**
 * `q` for ILIKE: escapes the pattern characters so a search for "100%" means the text. Words keep their
 * order, with anything between them: "tom  mcinnes" (two spaces typed) finds
 * "Tom McInnes", and "tom mcinnes" finds a title written with two.
 */
export function likePattern(q: string): string {
  const words = q
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`));
  return `%${words.join('%')}%`;
}
