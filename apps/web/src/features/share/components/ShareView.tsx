import { Anchor, Badge, Divider, Group, Text, Title } from '@mantine/core';
import type { PodcastSummary, PublicChapter, PublicEpisode, TranscriptSegment } from '@soundbites/api-types';
import { episodeRangeName, pageTitle } from '@soundbites/config';
import { publishedOn } from '@soundbites/config/published';
import { Link } from '@tanstack/react-router';
import DOMPurify from 'dompurify';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatClock, formatRange, type PlaybackRange } from '../../../components/player/range';
import { useTrackButtons } from '../../../components/player/media-session';
import { SoundbitePlayer, type PlayerControl } from '../../../components/player/SoundbitePlayer';
import { AnchorLink } from '../../../components/AnchorLink';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { fullEpisodeLink } from '../../../lib/share-links';
import { Staged } from '../../../lib/Staged';
import { ShareActions, type FullEpisodeLink } from './ShareActions';
import { chapterIndexAt, nextChapterStart, previousChapterStart } from '../chapters';
import { Chapters } from './Chapters';
import { lineAt, TranscriptExcerpt } from './TranscriptExcerpt';
import { NowPlayingBar } from './NowPlayingBar';
import { ShareCard } from './ShareCard';
import { AboutSection } from './AboutSection';
import { OtherEpisodes } from './OtherEpisodes';
import { usePageSpacePlays } from '../page-space-key';

export interface ShareViewProps {
  title: string;
  episodeTitle: string;
  podcast: PodcastSummary;
  artUrl: string | null;
  audioUrl: string | null;
  range: PlaybackRange;
  /** Path and query of this page's canonical link, e.g. `/share?soundbite=abc`. */
  sharePath: string;
  segments?: TranscriptSegment[];
  /** The tab's title, as the server names this page. */
  documentTitle: string;
  /** The episode, so "Listen to the full episode" plays all of it in this same player. */
  fullEpisode: FullEpisodeLink | null;
  /** Where in the episode the player begins, when inside the range (seconds from the episode's start). */
  startAtSeconds?: number;
  /** Why it begins there: the moment the visitor came from, the link's own start ("t=65"), or where they left off. */
  startsWhere?: 'moment' | 'link' | 'resume';
  /** The moment was playing when the visitor came from it: this player plays on at once. */
  keepPlaying?: boolean;
  /** The range is the whole episode: its player gets skip and speed controls whatever its length. */
  wholeEpisode?: boolean;
  /** The title names the episode already ("A moment from …"): no "From …" line repeats it. */
  namesEpisode?: boolean;
  /** The soundbite whose embed code the page offers; absent for an episode range. */
  embedSoundbiteId?: string | null;
  /** The episode's description: HTML the server already sanitized, sanitized again here before rendering. */
  descriptionHtml?: string | null;
  /** When the episode came out, as its feed says. */
  publishedAt?: string | null;
  /** The episode's table of contents, for a whole episode. */
  chapters?: PublicChapter[];
  /** The transcript could not be loaded: offered again with this. */
  onRetryTranscript?: () => void;
  /** Told where the player is (seconds into the episode) and whether it plays, as it moves. */
  onListened?: (audioSeconds: number, playing: boolean) => void;
  /** The podcast's episodes before and after this one, offered last, for a whole episode. */
  otherEpisodes?: Pick<PublicEpisode, 'previousEpisode' | 'nextEpisode'>;
}

/** What the line under the player says of where it begins. */
const STARTS_WHERE: Record<NonNullable<ShareViewProps['startsWhere']>, (clock: string) => string> = {
  link: (clock) => `Starts at ${clock}, where the link begins.`,
  moment: (clock) => `Starts at ${clock}, where you were in the moment you came from.`,
  resume: (clock) => `Picks up at ${clock}, where you left off.`,
};

/** This whole episode's link starting at a whole second (the start itself needs none). */
function linkAtSecond(url: string, seconds: number): string {
  const link = new URL(url);
  if (seconds >= 1) link.searchParams.set('t', String(seconds));
  else link.searchParams.delete('t');
  return link.href;
}

/** One empty list for every page without chapters, so what depends on them is not made afresh on each render. */
const NO_CHAPTERS: PublicChapter[] = [];

export function ShareView(props: ShareViewProps) {
  const {
    title,
    episodeTitle,
    podcast,
    artUrl,
    audioUrl,
    range,
    sharePath,
    segments,
    descriptionHtml,
    publishedAt,
    documentTitle,
    fullEpisode,
    embedSoundbiteId,
    startAtSeconds,
    startsWhere = 'moment',
    keepPlaying = false,
    wholeEpisode,
    namesEpisode = false,
    chapters = NO_CHAPTERS,
    onRetryTranscript,
    onListened,
    otherEpisodes,
  } = props;
  const url = new URL(sharePath, window.location.origin).href;
  // The transcript follows the player: the line being said is marked, and a line plays from its start.
  const player = useRef<PlayerControl>(null);
  const [currentLine, setCurrentLine] = useState<TranscriptSegment | null>(null);
  // The chapter stays marked while paused: it is where the listener is.
  const [currentChapter, setCurrentChapter] = useState(-1);
  // Played to its end: a whole episode then names the podcast's next one, where the listener is.
  const [finished, setFinished] = useState(false);
  // Where the player is, for "Listen to the full episode" to go on from.
  const playback = useRef<{ audioSeconds: number; playing: boolean } | null>(null);
  const followPlayback = useCallback(
    (audioSeconds: number, playing: boolean) => {
      // A pause after playing leaves the note on where it started behind: the player is elsewhere now.
      if (playback.current?.playing && !playing) setMovedOn(true);
      // Only on starting again: the player may still count as playing for a moment after it stopped at the end.
      if (playing && !playback.current?.playing) setFinished(false);
      playback.current = { audioSeconds, playing };
      onListened?.(audioSeconds, playing);
      // The line stays marked while paused, as where the listener is; before anything plays, at the very
      // start, none is.
      const somewhere = playing || audioSeconds > range.startSeconds;
      if (segments && segments.length > 0) setCurrentLine(somewhere ? lineAt(segments, audioSeconds) : null);
      // Likewise the chapter: at the very start, with nothing played, there is none to go back to.
      if (chapters.length > 0) setCurrentChapter(somewhere ? chapterIndexAt(chapters, audioSeconds) : -1);
    },
    [segments, chapters, onListened, range.startSeconds],
  );
  const description = descriptionHtml ? DOMPurify.sanitize(descriptionHtml) : '';
  // Set by "Listen to the full episode": the player begins at that moment, and says so.
  const startsInside = startAtSeconds !== undefined && startAtSeconds > range.startSeconds && startAtSeconds < range.endSeconds;
  // Where it started stops being news once the listener plays from a chapter or a line.
  const [movedOn, setMovedOn] = useState(false);
  // A chapter or a line plays from its start only while the player can play: after an error they are text.
  const [playable, setPlayable] = useState(audioUrl !== null);
  const jumpTo = useCallback((seconds: number) => {
    setMovedOn(true);
    player.current?.playFrom(seconds);
  }, []);
  const playFrom = playable ? jumpTo : undefined;
  // Back to the start, without playing: the listener presses Play when ready, and the place left off is kept till then.
  // The button goes with the note, so the focus moves on to Play, the next thing to press.
  const playerBox = useRef<HTMLDivElement>(null);
  usePageSpacePlays(playerBox);
  const startOver = useCallback(() => {
    setMovedOn(true);
    player.current?.moveTo(range.startSeconds);
    playerBox.current?.querySelector('button')?.focus();
  }, [range.startSeconds]);
  const stepChapter = useCallback(
    (direction: 'previous' | 'next') => {
      const at = playback.current?.audioSeconds ?? range.startSeconds;
      const to = direction === 'previous' ? previousChapterStart(chapters, at) : nextChapterStart(chapters, at);
      if (to !== null) jumpTo(to);
    },
    [chapters, jumpTo, range.startSeconds],
  );
  // A headset's or the lock screen's previous and next buttons step through the chapters too.
  useTrackButtons(playable && chapters.length > 1 ? stepChapter : null);
  const chapterPlaying = playable ? chapters[currentChapter] : undefined;

  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(documentTitle);
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);

  return (
    <ShareCard
      art={{ imageUrl: artUrl, podcastTitle: podcast.title }}
      heading={
        <>
          {/* The show's own page: its other episodes and moments. */}
          <AnchorLink
            to="/share"
            search={{ podcast: podcast.id }}
            size="xs"
            tt="uppercase"
            fw={700}
            c="dimmed"
            style={{ letterSpacing: '0.05em', alignSelf: 'flex-start' }}
          >
            {podcast.title}
          </AnchorLink>
          <Title order={1} fz={{ base: 22, sm: 30 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {/* An episode's page is named by the episode already; a soundbite's says where it is from. */}
          {namesEpisode ? null : <Text c="dimmed">From {episodeTitle}</Text>}
          <Group gap="xs">
            <Badge variant="light" radius="sm" ff="monospace">
              {wholeEpisode ? 'Whole episode' : formatRange(range)}
            </Badge>
            {wholeEpisode ? null : (
              <Text size="sm" c="dimmed">
                {formatClock(range.endSeconds - range.startSeconds)} long
              </Text>
            )}
            {publishedOn(publishedAt) ? (
              <Text size="sm" c="dimmed">
                {publishedOn(publishedAt)}
              </Text>
            ) : null}
          </Group>
        </>
      }
    >
      <Staged>
        <div ref={playerBox} style={{ display: 'contents' }}>
          <SoundbitePlayer
            audioUrl={audioUrl}
            startSeconds={range.startSeconds}
            endSeconds={range.endSeconds}
            label={title}
            onPosition={followPlayback}
            onFinished={() => setFinished(true)}
            onPlayableChange={setPlayable}
            controlRef={player}
            // The lock screen names the chapter playing, with the episode beneath.
            media={{ title: chapterPlaying?.title ?? title, podcastTitle: podcast.title, episodeTitle, artUrl }}
            skipAndSpeed={wholeEpisode || undefined}
            initialOffsetSeconds={startsInside ? startAtSeconds - range.startSeconds : undefined}
            // Going on playing, with the focus on its Pause: the link that led here is gone.
            {...(keepPlaying ? { activation: { focus: 'play', play: true } as const } : {})}
          />
        </div>
        {startsInside && !movedOn ? (
          <Group gap={4} style={{ columnGap: 'var(--mantine-spacing-md)' }} mt={6} wrap="wrap">
            <Text size="sm" c="dimmed">
              {STARTS_WHERE[startsWhere](formatClock(startAtSeconds))}
            </Text>
            {startsWhere === 'resume' ? (
              <Anchor component="button" type="button" size="sm" fw={600} onClick={startOver}>
                Start from the beginning
              </Anchor>
            ) : null}
          </Group>
        ) : null}
        {finished && otherEpisodes?.nextEpisode ? (
          <Text size="sm" mt={6} role="status">
            Next episode:{' '}
            <Anchor
              // The listener was listening: it plays on at once, from its start, as a podcast app goes on to the next.
              renderRoot={(linkProps) => (
                <Link {...linkProps} {...fullEpisodeLink(otherEpisodes.nextEpisode!)} state={{ startAtSeconds: 0, keepPlaying: true }} />
              )}
              fw={600}
            >
              {episodeRangeName(otherEpisodes.nextEpisode.title, true)}
            </Anchor>
          </Text>
        ) : null}
      </Staged>

      <Staged>
        <ShareActions
          url={url}
          title={title}
          fullEpisode={fullEpisode}
          embedSoundbiteId={embedSoundbiteId ?? null}
          playback={() => playback.current}
          linkAt={wholeEpisode ? (seconds) => linkAtSecond(url, seconds) : undefined}
        />
      </Staged>

      {chapters.length > 0 && (
        <Staged>
          <Divider />
          <Chapters
            chapters={chapters}
            current={playable ? currentChapter : -1}
            onPlayFrom={playFrom}
            onStep={playable ? stepChapter : undefined}
          />
        </Staged>
      )}

      {segments && segments.length > 0 && (
        <Staged>
          <Divider />
          {/* A whole episode's transcript scrolls in a box of its own, following the line being said. */}
          <TranscriptExcerpt
            segments={segments}
            current={currentLine}
            onPlayFrom={playFrom}
            scrolls={wholeEpisode}
            fromSeconds={range.startSeconds}
          />
        </Staged>
      )}

      {onRetryTranscript && (
        <Staged>
          <Divider />
          <LoadErrorAlert title="The transcript could not be loaded" onRetry={onRetryTranscript} />
        </Staged>
      )}

      {description && (
        <Staged>
          <Divider />
          <AboutSection id="episode-heading" title="About this episode" html={description} />
        </Staged>
      )}

      {otherEpisodes && (otherEpisodes.previousEpisode || otherEpisodes.nextEpisode) ? (
        <Staged>
          <Divider />
          <OtherEpisodes podcast={podcast} previous={otherEpisodes.previousEpisode} next={otherEpisodes.nextEpisode} />
        </Staged>
      ) : null}

      {/* Last, so the player it follows is on the page when it looks for it. */}
      <Staged>
        <NowPlayingBar playerBox={playerBox} title={title} range={range} />
      </Staged>
    </ShareCard>
  );
}
