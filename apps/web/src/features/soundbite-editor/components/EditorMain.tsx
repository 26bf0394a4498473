import { Alert, Card, Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Landmarks } from '../landmarks';
import type { EditRange } from '../range';
import { RangeEditor, type EditorEpisode } from './RangeEditor';
import { TitleField } from './TitleField';

interface EditorMainProps {
  episode: EditorEpisode;
  range: EditRange;
  onRangeChange: (range: EditRange) => void;
  /** Field errors from the server: start, end and title. */
  errors: { start?: string | undefined; end?: string | undefined; title?: string | undefined };
  title: string;
  onTitleChange: (title: string) => void;
  /** The title shown when none is given. */
  fallback: string;
  /** A save error that belongs to no single field; shown as an alert under the title. */
  formError?: string | null | undefined;
  /** The actions (save, create, …) under the title. */
  actions: ReactNode;
  /** The transcript panel under the card. */
  transcript: ReactNode;
  /** Told whether Start or End holds a typed time it could not take. */
  onTypedTimesProblemChange?: (hasProblem: boolean) => void;
  /** The episode's chapters and other soundbites, once known. */
  landmarks?: Landmarks | undefined;
}

/** The wide column of the create and the edit page: range, title with the actions, transcript. */
export function EditorMain({
  episode,
  range,
  onRangeChange,
  errors,
  title,
  onTitleChange,
  fallback,
  formError,
  actions,
  transcript,
  onTypedTimesProblemChange,
  landmarks,
}: EditorMainProps) {
  return (
    <Grid.Col span={{ base: 12, md: 8 }}>
      <Stack gap="lg">
        <RangeEditor
          episode={episode}
          range={range}
          onRangeChange={onRangeChange}
          errors={{ start: errors.start, end: errors.end }}
          onTypedTimesProblemChange={onTypedTimesProblemChange}
          landmarks={landmarks}
        />
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <TitleField value={title} onChange={onTitleChange} fallback={fallback} error={errors.title} />
            {formError ? (
              <Alert color="red" variant="light" role="alert">
                {formError}
              </Alert>
            ) : null}
            {actions}
          </Stack>
        </Card>
        {transcript}
      </Stack>
    </Grid.Col>
  );
}
