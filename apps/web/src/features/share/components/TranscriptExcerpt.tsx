import { Stack, Text, Title } from '@mantine/core';
import type { TranscriptSegment } from '@soundbites/api-types';

interface SpeakerTurn {
  speaker: string | null;
  text: string;
}

/** Consecutive segments of one speaker read as one turn. */
export function speakerTurns(segments: TranscriptSegment[]): SpeakerTurn[] {
  const turns: SpeakerTurn[] = [];
  for (const segment of segments) {
    const text = segment.text.trim();
    if (text === '') continue;
    const last = turns.at(-1);
    if (last && last.speaker === segment.speaker) last.text = `${last.text} ${text}`;
    else turns.push({ speaker: segment.speaker, text });
  }
  return turns;
}

export function TranscriptExcerpt({ segments }: { segments: TranscriptSegment[] }) {
  const turns = speakerTurns(segments);
  if (turns.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="transcript-heading">
      <Title order={2} fz="lg" id="transcript-heading">
        Transcript
      </Title>
      {turns.map((turn, index) => (
        <Text key={index} size="md" lh={1.6}>
          {turn.speaker && (
            <Text span fw={700} mr={6}>
              {turn.speaker}:
            </Text>
          )}
          {turn.text}
        </Text>
      ))}
    </Stack>
  );
}
