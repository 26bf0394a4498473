/**
 * The fields of a PATCH body that really change the record: left-out fields (undefined) and
 * fields equal to the stored value are dropped, so a save that changes nothing writes no row and
 * no audit event.
 */
export function changedFields<P extends object>(patch: P, before: object): Partial<P> {
  const stored = before as Record<string, unknown>;
  return Object.fromEntries(Object.entries(patch).filter(([key, value]) => value !== undefined && value !== stored[key])) as Partial<P>;
}
