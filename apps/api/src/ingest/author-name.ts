const EMAIL = String.raw`[^\s@()]+@[^\s@()]+`;
const EMAIL_THEN_NAME = new RegExp(String.raw`^\s*${EMAIL}\s*\(\s*([^()]*?)\s*\)\s*$`);
const NAME_THEN_EMAIL = new RegExp(String.raw`^\s*([^()]*?)\s*\(\s*${EMAIL}\s*\)\s*$`);
const NAME_THEN_ANGLED_EMAIL = new RegExp(String.raw`^\s*([^<>]*?)\s*<\s*[^\s@<>]+@[^\s@<>]+\s*>\s*$`);

/**
 * A feed's author as people read it: RSS writes "john@example.com (John Doe)", and some feeds put
 * that in itunes:author too, turn it round, or write "John Doe <john@example.com>"; listeners are
 * shown the name, not the address.
 * Anything else is kept as written.
 */
export function authorName(author: string | null | undefined): string | null {
  if (!author?.trim()) return null;
  const name = EMAIL_THEN_NAME.exec(author)?.[1] ?? NAME_THEN_EMAIL.exec(author)?.[1] ?? NAME_THEN_ANGLED_EMAIL.exec(author)?.[1];
  return name || author.trim();
}
