import { Stack, Title, Typography } from '@mantine/core';

/** "About this episode" or "About this podcast": notes the server sanitized, sanitized again by the caller. */
export function AboutSection({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      <Typography>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </Stack>
  );
}
