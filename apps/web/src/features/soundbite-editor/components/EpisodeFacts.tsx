import { Card, Spoiler, Stack, Table, Text, Title, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo, type ReactNode } from 'react';
import { formatClock } from '../../../components/player/range';
import { dateOf } from '../../../lib/dates';
import type { EpisodeDetail } from '@soundbites/api-types';
import { transcriptProblem } from '../transcript-problem';
import { NewTabLink } from '../../../components/NewTabLink';

/** What staff check about an episode before cutting from it: when, how long, its audio, its feed identity, transcripts and chapters. */
export function EpisodeFacts({ episode }: { episode: EpisodeDetail }) {
  const description = useMemo(() => (episode.description ? DOMPurify.sanitize(episode.description) : ''), [episode.description]);
  const numbering = [
    episode.season !== null ? `Season ${episode.season}` : null,
    episode.episodeNumber !== null ? `Episode ${episode.episodeNumber}` : null,
  ].filter(Boolean);
  const rows: Array<[string, ReactNode]> = [
    ['Published', episode.publishedAt ? dateOf(episode.publishedAt) : 'No date in the feed'],
    ['Length', episode.durationSeconds !== null ? formatClock(episode.durationSeconds) : 'Not given by the feed'],
    ...(numbering.length > 0 ? [['Numbering', numbering.join(' · ')] as [string, ReactNode]] : []),
    [
      'Audio',
      episode.enclosureUrl ? (
        <NewTabLink href={episode.enclosureUrl} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {episode.enclosureUrl}
        </NewTabLink>
      ) : (
        'None in the feed'
      ),
    ],
    [
      'Public',
      // The whole episode as listeners hear it, to check or to share as it is; a paused podcast's page says "not available".
      episode.listed ? (
        <NewTabLink key="public" href={`/share?episode=${encodeURIComponent(episode.id)}`} size="sm">
          The whole episode’s share page
        </NewTabLink>
      ) : (
        'Not while its podcast is paused'
      ),
    ],
    [
      'GUID',
      <Text key="guid" size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {episode.guid}
      </Text>,
    ],
    [
      'Transcripts',
      episode.transcripts.length === 0 ? (
        'None listed'
      ) : (
        <Stack key="transcripts" gap={2}>
          {episode.transcripts.map((transcript) => (
            <Text key={transcript.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {transcript.language ?? 'unknown language'} · {transcript.mimeType} ·{' '}
              {transcript.status === 'fetched'
                ? `${transcript.segmentCount} lines`
                : transcript.status === 'pending'
                  ? 'not fetched'
                  : `not fetched: ${transcriptProblem(transcript.error)}`}
            </Text>
          ))}
        </Stack>
      ),
    ],
    [
      'Chapters',
      episode.chapters.length === 0 ? (
        'None'
      ) : (
        // Each where it starts: the way to find its moment on the waveform or in the transcript.
        <Stack key="chapters" gap={2} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {episode.chapters.map((chapter, index) => (
            <Text key={`${chapter.startTime}-${index}`} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span ff="monospace" size="xs" c="dimmed" mr={6}>
                {formatClock(chapter.startTime)}
              </Text>
              {chapter.title ?? 'Untitled chapter'}
            </Text>
          ))}
        </Stack>
      ),
    ],
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="episode-facts-heading">
      <Title order={2} size="h4" id="episode-facts-heading" mb="xs">
        About this episode
      </Title>
      <Table variant="vertical" layout="fixed" fz="sm" verticalSpacing={6} withRowBorders={false}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={96} c="dimmed" fw={500} style={{ verticalAlign: 'top' }}>
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {description ? (
        <Spoiler maxHeight={96} showLabel="Show all the show notes" hideLabel="Show less" mt="xs">
          {/* Typography: the notes' links, lists and paragraphs in the theme's styles, not the browser's. */}
          <Typography fz="sm">
            <div dangerouslySetInnerHTML={{ __html: description }} />
          </Typography>
        </Spoiler>
      ) : null}
    </Card>
  );
}
