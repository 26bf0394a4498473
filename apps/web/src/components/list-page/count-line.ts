/**
 * The line under a list's heading: "1 person or topic matches", "12 soundbites". `one` is the
 * singular where dropping the plural's s would not make it ("people and topics").
 */
export function countLine(total: number, what: { many: string; one?: string | undefined }, filtered: boolean): string {
  const one = total === 1;
  const noun = one ? (what.one ?? what.many.replace(/s$/, '')) : what.many;
  return `${total.toLocaleString()} ${noun}${filtered ? (one ? ' matches' : ' match') : ''}`;
}
