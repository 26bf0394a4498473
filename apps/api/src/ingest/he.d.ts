/** The part of `he` (a dependency of podcast-partytime, which ships no types of its own) that xml-tree.ts uses. */
declare module 'he' {
  const he: { decode(html: string, options?: { isAttributeValue?: boolean; strict?: boolean }): string };
  export default he;
}
