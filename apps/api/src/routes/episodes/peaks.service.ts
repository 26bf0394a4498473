import { eq } from 'drizzle-orm';
import { computeMp3Peaks, peaksWindow, UnsupportedAudioError, type AudioPeaks } from '../../audio/peaks.js';
import type { Db } from '../../db/client.js';
import { episodePeaks, episodes } from '../../db/schema.js';
import type { Env } from '../../env.js';
import { safeFetch } from '../../ingest/safe-fetch.js';
import { ApiError, notFound } from '../../lib/errors.js';

const unsupported = (message: string) => new ApiError(422, 'audio_unsupported', message);

/** One decode per episode and enclosure at a time in this process; later callers share it. */
const inFlight = new Map<string, Promise<AudioPeaks>>();

async function downloadAndDecode(env: Env, audioUrl: string): Promise<AudioPeaks> {
  let body: Uint8Array;
  try {
    const fetched = await safeFetch(audioUrl, {
      env: { ...env, FEED_TIMEOUT_MS: env.AUDIO_TIMEOUT_MS },
      expect: 'audio',
      maxBytes: env.AUDIO_MAX_BYTES,
    });
    if (fetched.status !== 'ok') throw new Error('unexpected 304');
    body = fetched.body;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'feed_unsupported_content_type')
      throw unsupported(`The episode’s audio is not an audio file (${error.message.split('type ')[1]?.split(',')[0] ?? 'unknown type'})`);
    const status = error.status === 400 ? 422 : error.status;
    // The cause goes on the sentence after a colon: "…could not be fetched: the host name could not be resolved."
    const cause = error.message.replace(/feed /g, '');
    throw new ApiError(
      status,
      'audio_unavailable',
      `The episode’s audio could not be fetched: ${cause.charAt(0).toLowerCase()}${cause.slice(1)}`,
    );
  }
  try {
    return await computeMp3Peaks(body);
  } catch (error) {
    if (error instanceof UnsupportedAudioError) throw unsupported(error.message);
    throw error;
  }
}

/**
 * The episode's waveform: decoded from its enclosure the first time it is asked for,
 * then kept in episode_peaks (recomputed when the feed changes the enclosure).
 */
export async function getEpisodePeaks(db: Db, env: Env, episodeId: string): Promise<AudioPeaks> {
  const [episode] = await db
    .select({ audioUrl: episodes.enclosureUrl, cached: episodePeaks })
    .from(episodes)
    .leftJoin(episodePeaks, eq(episodePeaks.episodeId, episodes.id))
    .where(eq(episodes.id, episodeId));
  if (!episode) throw notFound(`Episode ${episodeId}`);
  if (!episode.audioUrl) throw unsupported('This episode has no audio');
  const { cached, audioUrl } = episode;
  if (cached && cached.audioUrl === audioUrl) return cached;

  const key = `${episodeId} ${audioUrl}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = downloadAndDecode(env, audioUrl).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const computed = await pending;
  const row = { audioUrl, ...computed };
  await db
    .insert(episodePeaks)
    .values({ episodeId, ...row })
    .onConflictDoUpdate({ target: episodePeaks.episodeId, set: { ...row, createdAt: new Date() } });
  return computed;
}

export async function getEpisodePeaksWindow(
  db: Db,
  env: Env,
  episodeId: string,
  range: { from?: number | undefined; to?: number | undefined },
) {
  const audio = await getEpisodePeaks(db, env, episodeId);
  const window = peaksWindow(audio, range.from ?? 0, range.to ?? audio.durationSeconds);
  return { episodeId, durationSeconds: audio.durationSeconds, peaksPerSecond: audio.peaksPerSecond, ...window };
}
