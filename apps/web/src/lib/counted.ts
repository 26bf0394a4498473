/** "1 soundbite", "1,204 soundbites": a count with its noun, one form or the other. */
export const counted = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;
