import { coversWholeEpisode, episodeRangeName, soundbiteDisplayTitle, withShowName } from '@soundbites/config';
import type { PublicEpisode } from '@soundbites/api-types';
import { Button, Code } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { formatClock } from '../../../components/player/range';
import { isNotFound, usePublicEpisode, usePublicSoundbite } from '../../../lib/public-api';
import { fullEpisodeLink } from '../../../lib/share-links';
import { parseTimeRange, shareSearchText, type ShareSearchParams } from '../search-params';
import { ShareMessage, ShareRecordState } from './ShareStates';
import { ShareView, type ShareViewProps } from './ShareView';
import { useEpisodeTranscript } from '../api/episode-transcript';
import { isPlaceToResume, listeningPlace, useKeptListeningPlace } from '../listening-place';
import { useState } from 'react';
import { ReturnLink } from './ReturnLink';
import { SharedPodcast } from './PodcastView';

export function SharePage({ search }: { search: ShareSearchParams }) {
  return (
    <>
      <ReturnLink />
      <SharedContent params={search} />
    </>
  );
}

function SharedContent({ params }: { params: ShareSearchParams }) {
  const search = shareSearchText(params);
  if (search.soundbite) return <SharedSoundbite id={search.soundbite} />;
  // One page per episode: what it read as it opened (the place left off) is not carried to another.
  if (search.episode) return <SharedEpisodeRange key={search.episode} episodeId={search.episode} t={search.t} />;
  if (search.podcast) return <SharedPodcast id={search.podcast} />;
  return (
    <ShareMessage title="Shared soundbite link is incomplete">
      This page plays a moment someone shared with you, so it needs the rest of its link, which ends in something like{' '}
      <Code>?soundbite=…</Code>. Check the link you were sent, or hear the featured soundbites on the home page.
    </ShareMessage>
  );
}

function SharedSoundbite({ id }: { id: string }) {
  const query = usePublicSoundbite(id);
  // The episode's notes come after the moment itself, for "About this episode" at the page's foot; the
  // same answer then opens "Listen to the full episode" at once.
  const episode = usePublicEpisode(query.data?.episode.id);
  if (!query.isSuccess) return <ShareRecordState query={query} what="soundbite" />;
  const soundbite = query.data;
  return (
    <ShareView
      title={soundbiteDisplayTitle(soundbite.title, soundbite.episode.title)}
      episodeTitle={soundbite.episode.title}
      podcast={soundbite.podcast}
      artUrl={soundbite.episode.imageUrl ?? soundbite.podcast.imageUrl}
      audioUrl={soundbite.episode.audioUrl}
      range={{ startSeconds: soundbite.startSeconds, endSeconds: soundbite.startSeconds + soundbite.durationSeconds }}
      sharePath={soundbite.shareUrl}
      segments={soundbite.excerpt.segments}
      documentTitle={withShowName(soundbiteDisplayTitle(soundbite.title, soundbite.episode.title), soundbite.podcast.title)}
      fullEpisode={{ id: soundbite.episode.id, fromSeconds: soundbite.startSeconds }}
      embedSoundbiteId={soundbite.id}
      publishedAt={soundbite.episode.publishedAt}
      descriptionHtml={episode.data?.description}
    />
  );
}

function SharedEpisodeRange({ episodeId, t }: { episodeId: string; t: string | undefined }) {
  // No range: the whole episode, whose length the player learns from the audio when the feed gave none.
  const parsed = t === undefined ? null : parseTimeRange(t);
  // Set by "Listen to the full episode" on a moment's page: the episode plays on from that moment.
  const cameFrom = useRouterState({ select: (state) => state.location.state.startAtSeconds });
  const keepPlaying = useRouterState({ select: (state) => state.location.state.keepPlaying === true });
  // Read once, as the page opens: the place kept while listening must not move the start under the listener.
  const [placeLeftOff] = useState(() => listeningPlace(episodeId, Infinity));
  // Fetch only for a usable range: a broken link is explained without a round trip.
  const query = usePublicEpisode(parsed === null || parsed.ok ? episodeId : undefined);
  if (parsed && !parsed.ok) {
    // The episode itself may be fine: the way to all of it comes first.
    return (
      <ShareMessage
        title="This link’s time range does not work"
        action={<Button renderRoot={(props) => <Link {...props} {...fullEpisodeLink({ id: episodeId })} />}>Play the whole episode</Button>}
      >
        {parsed.message}
      </ShareMessage>
    );
  }
  // A start alone ("t=65") is the whole episode, played on from there.
  const range = parsed && parsed.endSeconds !== null ? { startSeconds: parsed.startSeconds, endSeconds: parsed.endSeconds } : null;
  const linkStart = parsed && parsed.endSeconds === null ? parsed.startSeconds : undefined;
  if (!query.isSuccess) return <ShareRecordState query={query} what="episode" />;
  const episode = query.data;
  const length = episode.durationSeconds;
  const linkFirstSecond = range?.startSeconds ?? linkStart;
  if (linkFirstSecond !== undefined && length !== null && linkFirstSecond >= length) {
    return (
      <ShareMessage
        title="This link’s time range does not work"
        action={<Button renderRoot={(props) => <Link {...props} {...fullEpisodeLink(episode)} />}>Play the whole episode</Button>}
      >
        The link starts at {formatClock(linkFirstSecond)}, but “{episode.title}” is only {formatClock(length)} long.
      </ShareMessage>
    );
  }
  const whole = range === null || coversWholeEpisode(range.startSeconds, range.endSeconds, length);
  // Followed here from a moment, the place it was left (to the millisecond, and said so) wins over the link's own t;
  // a plain link to the whole episode picks up where this device left off.
  const resumeAt =
    parsed === null && cameFrom === undefined && placeLeftOff !== null && isPlaceToResume(placeLeftOff, length ?? Infinity)
      ? placeLeftOff
      : undefined;
  const playing = range
    ? { startSeconds: range.startSeconds, endSeconds: length === null ? range.endSeconds : Math.min(range.endSeconds, length) }
    : { startSeconds: 0, endSeconds: length ?? Infinity };
  return (
    <EpisodeRangeView
      episode={episode}
      range={playing}
      whole={whole}
      sharePath={`/share?episode=${encodeURIComponent(episode.id)}${range ? `&t=${range.startSeconds},${range.endSeconds}` : linkStart !== undefined ? `&t=${linkStart}` : ''}`}
      startAtSeconds={cameFrom ?? linkStart ?? resumeAt}
      startsWhere={cameFrom !== undefined ? 'moment' : linkStart !== undefined ? 'link' : 'resume'}
      keepPlaying={cameFrom !== undefined && keepPlaying}
    />
  );
}

interface EpisodeRangeViewProps extends Pick<ShareViewProps, 'range' | 'sharePath' | 'startAtSeconds' | 'startsWhere' | 'keepPlaying'> {
  episode: PublicEpisode;
  whole: boolean;
}

/** A range of an episode, or all of it, with the transcript lines it covers once they are in. */
function EpisodeRangeView({ episode, range, whole, ...view }: EpisodeRangeViewProps) {
  const keepPlace = useKeptListeningPlace(whole ? episode.id : null, range.endSeconds);
  const transcript = useEpisodeTranscript(episode.id, whole ? 'whole' : { from: range.startSeconds, to: range.endSeconds });
  // An episode gone since the page loaded has no lines to show; any other failure can be tried again.
  const transcriptFailed = transcript.isError && !isNotFound(transcript.error);
  return (
    <ShareView
      {...view}
      title={episodeRangeName(episode.title, whole)}
      episodeTitle={episode.title}
      podcast={episode.podcast}
      artUrl={episode.imageUrl ?? episode.podcast.imageUrl}
      audioUrl={episode.audioUrl}
      range={range}
      segments={transcript.data}
      onListened={keepPlace}
      onRetryTranscript={transcriptFailed ? () => void transcript.refetch() : undefined}
      descriptionHtml={episode.description}
      publishedAt={episode.publishedAt}
      chapters={whole ? episode.chapters : undefined}
      documentTitle={withShowName(episode.title.trim() || 'An episode', episode.podcast.title)}
      // Already the whole episode: a link to "the full episode" would lead back here.
      fullEpisode={whole ? null : { id: episode.id, fromSeconds: range.startSeconds }}
      wholeEpisode={whole}
      namesEpisode
      otherEpisodes={whole ? episode : undefined}
    />
  );
}
