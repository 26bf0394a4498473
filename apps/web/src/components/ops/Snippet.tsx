import { Text, type TextProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import classes from './Snippet.module.css';

/**
 * The API's highlighted snippet: escaped text with <mark> around matching words. Sanitized
 * anyway, keeping only <mark>, so a stored snippet can never run script in the console.
 */
export function Snippet({ html, className, ...props }: TextProps & { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] }), [html]);
  return <Text {...props} className={[classes.snippet, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
