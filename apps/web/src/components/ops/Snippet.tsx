import { Text, type TextProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The API's highlighted snippet: escaped text with <mark> around matching words. Sanitized
 * anyway, keeping only <mark>, so a stored snippet can never run script in the console.
 */
export function Snippet({ html, ...props }: TextProps & { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] }), [html]);
  return <Text {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
