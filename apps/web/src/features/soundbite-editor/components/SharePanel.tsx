import { Badge, Box, Button, Card, CopyButton, Group, Image, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { WARNING_TEXT } from '../../../lib/colors';
import type { SoundbiteDetail } from '../api/editor-api';
import { NewTabLink } from '../../../components/NewTabLink';

/** The public share link with `Copy link`, and the card chat apps build from the share page's meta tags. */
export function SharePanel({ soundbite }: { soundbite: SoundbiteDetail }) {
  const url = new URL(soundbite.shareUrl, window.location.origin).href;
  const preview = soundbite.sharePreview;
  const published = soundbite.status === 'published';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="share-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="share-heading">
          Share
        </Title>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Share link"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <>
                {/* Named by its words, which change for a moment; the status says it to a screen reader. A light
                    teal under the pointer left "Copied" too faint, so the button keeps its look. */}
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
                <VisuallyHidden role="status">{copied ? 'Link copied' : ''}</VisuallyHidden>
              </>
            )}
          </CopyButton>
        </Group>
        {!published ? (
          <Text size="xs" c={WARNING_TEXT}>
            Not published: this link answers “not found” until you publish.
          </Text>
        ) : (
          <NewTabLink href={url} size="sm">
            Open the share page
          </NewTabLink>
        )}
        <Box>
          <Text size="xs" c="dimmed" mb={4}>
            How the link looks in chat apps (as saved)
          </Text>
          <Card
            withBorder
            padding={0}
            radius="md"
            data-testid="share-preview"
            style={{ borderLeft: '4px solid var(--mantine-color-violet-6)' }}
          >
            {/* Podcast art is square: chat apps show it whole, as a thumbnail beside the text, not cropped to a banner. */}
            <Group gap="sm" p="sm" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {window.location.host}
                </Text>
                <Text size="sm" fw={700} lineClamp={2}>
                  {preview.title}
                </Text>
                <Text size="xs" lineClamp={3}>
                  {preview.description}
                </Text>
              </Stack>
              {preview.imageUrl ? <PreviewImage key={preview.imageUrl} src={preview.imageUrl} /> : null}
            </Group>
          </Card>
        </Box>
        {!published ? (
          <Badge variant="light" color="gray" w="fit-content">
            Preview of a {soundbite.status} soundbite
          </Badge>
        ) : null}
      </Stack>
    </Card>
  );
}

/** An image that will not load leaves no broken-image box: chat apps then show the link without one. */
function PreviewImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <Image src={src} alt="" w={72} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} onError={() => setFailed(true)} />;
}
