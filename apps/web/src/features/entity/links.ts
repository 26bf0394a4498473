import type { EntityLink } from '@soundbites/api-types';

export type LinkGroup = { type: EntityLink['target']['type']; label: string; links: EntityLink[] };

const GROUPS = [
  { type: 'podcast', label: 'Podcasts' },
  { type: 'episode', label: 'Episodes' },
  { type: 'soundbite', label: 'Soundbites' },
] as const;

/**
 * Titles in reading order, numbers by their value: "2: …" before "10: …". Feeds number their
 * episodes in the title, and a link carries no publish date to sort by instead.
 */
const titleOrder = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Links grouped by what they point at, in a fixed order, each group by title. */
export function groupLinks(links: EntityLink[]): LinkGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    links: links.filter((link) => link.target.type === group.type).sort((a, b) => titleOrder.compare(a.target.title, b.target.title)),
  })).filter((group) => group.links.length > 0);
}

/**
 * Where keyboard focus goes when a link is removed from the list: the remove button of the link
 * after it as the groups show them, or before it when it was the last; null when none is left.
 */
export function linkToFocusAfterRemoving(groups: LinkGroup[], removedId: string): string | null {
  const shown = groups.flatMap((group) => group.links.map((link) => link.id));
  const at = shown.indexOf(removedId);
  if (at === -1) return null;
  return shown[at + 1] ?? shown[at - 1] ?? null;
}

/**
 * The small print beside a link's role: its group and where it came from. A group that only
 * repeats the role (a topic linked by staff has role and group "topic") is left out.
 */
export function linkDetails(link: Pick<EntityLink, 'role' | 'group' | 'source'>): string {
  const origin = link.source === 'feed' ? 'from the feed' : 'by staff';
  const sameAsRole = link.group.trim().toLowerCase() === link.role.trim().toLowerCase();
  return link.group.trim() === '' || sameAsRole ? origin : `${link.group} · ${origin}`;
}

const keyOf = (link: EntityLink) => `${link.target.type}:${link.target.id}:${link.role}`;

/**
 * What a merge does, as the API does it: each of the duplicate's links moves to the survivor,
 * unless the survivor already has the same role on the same record, in which case it is dropped.
 */
export function planMerge(survivor: EntityLink[], duplicate: EntityLink[]): { moves: EntityLink[]; drops: EntityLink[] } {
  const present = new Set(survivor.map(keyOf));
  const moves: EntityLink[] = [];
  const drops: EntityLink[] = [];
  for (const link of duplicate) {
    if (present.has(keyOf(link))) drops.push(link);
    else {
      present.add(keyOf(link));
      moves.push(link);
    }
  }
  return { moves, drops };
}
