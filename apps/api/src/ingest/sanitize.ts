import sanitizeHtml from 'sanitize-html';

const SHOW_NOTES_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'a', 'b', 'i', 'em', 'strong', 'ul', 'ol', 'li', 'br', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped together with their content: the text of a script is never show notes.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};
// rel is added by the transform, so it must survive the attribute filter.
SHOW_NOTES_OPTIONS.allowedAttributes = { a: ['href', 'rel'] };

/** Show-notes HTML as it may be stored and rendered: a small formatting vocabulary, safe links only. */
export function sanitizeShowNotes(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, SHOW_NOTES_OPTIONS).trim();
  return clean === '' ? null : clean;
}
