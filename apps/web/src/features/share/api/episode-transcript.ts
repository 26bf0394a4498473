import type { TranscriptSegment } from '@soundbites/api-types';
import { transcriptQueryKey, type TranscriptPart } from '@soundbites/config';
import { useQuery } from '@tanstack/react-query';
import { retryTransient, unwrap, useApiClient } from '../../../lib/api-context';

/** The lines of an episode's transcript a page shows: a range's, or all of them for the whole episode. */
export function useEpisodeTranscript(episodeId: string, part: TranscriptPart) {
  const client = useApiClient();
  return useQuery<TranscriptSegment[]>({
    // The server's first paint of a range's page preloads its lines under the same key.
    queryKey: transcriptQueryKey(episodeId, part),
    queryFn: async ({ signal }) => {
      const query = part === 'whole' ? {} : { from: part.from, to: part.to };
      return unwrap(await client.GET('/api/public/episodes/{id}/transcript', { params: { path: { id: episodeId }, query }, signal }))
        .segments;
    },
    retry: retryTransient,
  });
}
