/** The roles of the Podcasting 2.0 person taxonomy that people are most often linked as, offered as a start. */
export const COMMON_ROLES = ['host', 'co-host', 'guest', 'narrator', 'announcer', 'reporter', 'voice actor', 'producer', 'editor'];

/**
 * The roles offered for what is typed: every one while the box holds one of them as it is (so a box
 * showing "guest" still offers the others), else those containing the words typed.
 */
export function rolesFor(typed: string, roles: readonly string[] = COMMON_ROLES): string[] {
  const sought = typed.trim().toLowerCase();
  if (!sought || roles.includes(sought)) return [...roles];
  return roles.filter((role) => role.includes(sought));
}
