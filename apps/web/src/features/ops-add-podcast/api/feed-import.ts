import type { ImportDoneEvent, ImportedPodcast, ImportFailedEvent, ImportProgress } from '@soundbites/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { unwrap, useApiClient } from '../../../lib/api-context';

export type FeedImportState =
  | { kind: 'idle' }
  | { kind: 'running'; feedUrl: string; progress: ImportProgress | null }
  | { kind: 'done'; feedUrl: string; podcast: ImportedPodcast; created: boolean }
  | {
      kind: 'failed';
      feedUrl: string;
      status: number;
      code: string;
      message: string;
      /** The podcast already here when the feed is one of its own under another URL (podcast_already_added). */
      existingPodcastId?: string;
    };

function failure(feedUrl: string, status: number, body: unknown): FeedImportState {
  const error = (body as { error?: { code?: string; message?: string; details?: { podcastId?: unknown } } } | undefined)?.error;
  const existing = error?.code === 'podcast_already_added' ? error.details?.podcastId : undefined;
  return {
    kind: 'failed',
    feedUrl,
    status,
    code: error?.code ?? `http_${status}`,
    message: error?.message ?? 'The import failed',
    ...(typeof existing === 'string' ? { existingPodcastId: existing } : {}),
  };
}

/**
 * Adds a podcast through the import stream (POST /api/ops/imports): progress events as the
 * server fetches, parses and writes, then the podcast or the reason it failed.
 */
export function useFeedImport(onFinished?: (state: FeedImportState) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<FeedImportState>({ kind: 'idle' });

  const finish = (next: FeedImportState) => {
    setState(next);
    onFinished?.(next);
    // A new podcast shows up on every ops page; re-fetch all of them.
    if (next.kind === 'done' || next.kind === 'failed') void queryClient.invalidateQueries({ queryKey: ['ops'] });
  };

  const start = async (feedUrl: string) => {
    setState({ kind: 'running', feedUrl, progress: null });
    let outcome: FeedImportState | null = null;
    try {
      const stream = unwrap(await client.POST('/api/ops/imports', { body: { feedUrl }, parseAs: 'stream' }));
      if (!stream) throw new Error('The server sent no progress');
      const events = (stream as ReadableStream<Uint8Array>)
        .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
        .pipeThrough(new EventSourceParserStream());
      for await (const event of events as unknown as AsyncIterable<{ event?: string; data: string }>) {
        const data: unknown = JSON.parse(event.data);
        if (event.event === 'progress') setState({ kind: 'running', feedUrl, progress: data as ImportProgress });
        else if (event.event === 'done') {
          const done = data as ImportDoneEvent;
          outcome = { kind: 'done', feedUrl, podcast: done.podcast, created: done.status === 201 };
        } else if (event.event === 'failed') {
          const failed = data as ImportFailedEvent;
          outcome = failure(feedUrl, failed.status, failed);
        }
      }
      finish(
        outcome ??
          failure(feedUrl, 502, {
            error: { code: 'stream_ended', message: 'The connection closed before the import finished. Check the dashboard in a moment.' },
          }),
      );
    } catch (error) {
      if (error instanceof ApiError) finish(failure(feedUrl, error.status, error.body));
      else finish(failure(feedUrl, 0, { error: { code: 'network', message: error instanceof Error ? error.message : 'Network error' } }));
    }
  };

  return { state, start, reset: () => setState({ kind: 'idle' }) };
}
