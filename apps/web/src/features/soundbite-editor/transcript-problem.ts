/**
 * A failed transcript's stored error as staff read it: without the machine code in front
 * ("feed_fetch_failed: "), and naming the host rather than "the feed host", since the fetcher
 * shared with feeds words its messages for feeds. Ends as a sentence.
 */
export function transcriptProblem(error: string | null): string {
  if (!error?.trim()) return 'No reason was recorded.';
  const message = error
    .trim()
    .replace(/^[a-z][a-z0-9_]*: /, '')
    .replace(/\bThe feed host\b/g, 'The host')
    .replace(/\bThe feed\b/g, 'It');
  const sentence = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
