/** Browser-tab titles: the page first, so tabs stay tellable apart when narrow. */
export function opsTitle(page: string): string {
  return `${page} · Ops · Soundbites`;
}
