import { Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { PublicChapter } from '@soundbites/api-types';
import { NextIcon, PreviousIcon } from '../../../components/player/player-icons';
import { formatClock } from '../../../components/player/range';
import classes from './Chapters.module.css';

interface ChaptersProps {
  chapters: PublicChapter[];
  /** The chapter the player is in, marked; -1 for none. */
  current: number;
  /** A chapter chosen to be heard from its start; absent when there is no audio to play. */
  onPlayFrom?: (audioSeconds: number) => void;
  /** Steps to the previous or next chapter from where the player is; absent when there is no audio to play. */
  onStep?: (direction: 'previous' | 'next') => void;
}

/**
 * A step that cannot be taken now looks and reads as unavailable but keeps the focus: pressed until the
 * last chapter, Next would otherwise drop the focus to the page as it became disabled under it.
 */
function offWhile(off: boolean, step: () => void) {
  return {
    'data-disabled': off || undefined,
    'aria-disabled': off || undefined,
    onClick: () => {
      if (!off) step();
    },
  };
}

/**
 * An episode's table of contents: each chapter's start and title, each a way to play from there,
 * and a step to the previous or next chapter.
 */
export function Chapters({ chapters, current, onPlayFrom, onStep }: ChaptersProps) {
  // One width for every start, the longest's ("1:02:05"), so the titles line up.
  const timeWidth = `${Math.max(...chapters.map((chapter) => formatClock(chapter.startSeconds).length))}ch`;
  return (
    <Stack gap="xs" component="section" aria-labelledby="chapters-heading">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} fz="lg" id="chapters-heading">
          Chapters
        </Title>
        {onStep && chapters.length > 1 ? (
          <Group gap={6} wrap="nowrap">
            {/* Previous restarts the chapter playing, or goes to the one before within its first seconds. */}
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<PreviousIcon size={16} />}
              aria-label="Previous chapter"
              {...offWhile(current < 0, () => onStep('previous'))}
            >
              Previous
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              rightSection={<NextIcon size={16} />}
              aria-label="Next chapter"
              {...offWhile(current >= chapters.length - 1, () => onStep('next'))}
            >
              Next
            </Button>
          </Group>
        ) : null}
      </Group>
      <ol className={classes.list}>
        {chapters.map((chapter, index) => {
          const content = (
            <>
              <Text span ff="monospace" size="sm" className={classes.time} w={timeWidth}>
                {formatClock(chapter.startSeconds)}
              </Text>
              <Text span size="md" style={{ overflowWrap: 'anywhere' }}>
                {chapter.title}
              </Text>
            </>
          );
          return (
            <li key={`${chapter.startSeconds}-${index}`}>
              {onPlayFrom ? (
                <UnstyledButton
                  className={classes.chapter}
                  data-current={index === current || undefined}
                  // Said as "current" by a screen reader reaching it; not announced as playback moves on.
                  aria-current={index === current ? 'true' : undefined}
                  // Begins as the row reads (its time, then its title), so a voice command of what is seen reaches it.
                  aria-label={`${formatClock(chapter.startSeconds)} ${chapter.title}: listen from here`}
                  onClick={() => onPlayFrom(chapter.startSeconds)}
                >
                  {content}
                </UnstyledButton>
              ) : (
                <div className={classes.chapter}>{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}
