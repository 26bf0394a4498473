import { clampRange, tidy, type EditRange } from './range';

/** A chapter as the editor offers it: where it starts and ends (null: at the episode's end, its length unknown). */
export interface ChapterSpan {
  start: number;
  end: number | null;
  title: string;
}

/** Another soundbite of the same episode, drawn on the waveform so its moment is not cut twice by mistake. */
export interface NeighbourSoundbite {
  id: string;
  title: string;
  start: number;
  end: number;
  status: string;
}

/** What the waveform draws besides the soundbite: the episode's chapters and its other soundbites. */
export interface Landmarks {
  chapters: ChapterSpan[];
  neighbours: NeighbourSoundbite[];
}

export const NO_LANDMARKS: Landmarks = { chapters: [], neighbours: [] };

interface FeedChapter {
  startTime: number;
  endTime?: number;
  title?: string;
  toc?: boolean;
}

/**
 * The chapters a listener's app would list, in order: those the feed keeps out of its table of contents
 * (`toc: false`) or that start past the episode's end are left out. Each ends where the feed says, else
 * where the next one starts, else at the episode's end.
 */
export function chapterSpans(chapters: readonly FeedChapter[], durationSeconds: number | null): ChapterSpan[] {
  const listed = chapters
    .filter((chapter) => chapter.toc !== false && Number.isFinite(chapter.startTime) && chapter.startTime >= 0)
    .filter((chapter) => durationSeconds === null || chapter.startTime < durationSeconds)
    .sort((a, b) => a.startTime - b.startTime);
  return listed.map((chapter, index) => {
    const next = listed[index + 1]?.startTime ?? durationSeconds;
    const stated = chapter.endTime !== undefined && chapter.endTime > chapter.startTime ? chapter.endTime : null;
    const end = stated !== null && next !== null ? Math.min(stated, next) : (stated ?? next);
    return { start: chapter.startTime, end, title: chapter.title?.trim() || 'Untitled chapter' };
  });
}

/** The chapter the moment `seconds` falls in, or null (before the first one, or none). */
export function chapterAt(chapters: readonly ChapterSpan[], seconds: number): number | null {
  for (let index = chapters.length - 1; index >= 0; index--) {
    const chapter = chapters[index]!;
    if (chapter.start <= seconds + 1e-6) return chapter.end === null || seconds < chapter.end ? index : null;
  }
  return null;
}

/** The range moved to begin where a chapter does, keeping its length, though never running past that chapter's end. */
export function rangeAtChapter(range: EditRange, chapter: ChapterSpan, durationSeconds: number | null): EditRange {
  const length = range.end - range.start;
  const end = Math.min(tidy(chapter.start + length), chapter.end ?? Number.POSITIVE_INFINITY);
  return clampRange({ start: chapter.start, end }, durationSeconds, 'end');
}

/** The episode's soundbites but the one being edited, as ranges. */
export function neighboursOf(
  soundbites: readonly { id: string; title: string; startSeconds: number; durationSeconds: number; status: string }[],
  exceptId: string | null,
): NeighbourSoundbite[] {
  return soundbites
    .filter((soundbite) => soundbite.id !== exceptId)
    .map(({ id, title, startSeconds, durationSeconds, status }) => ({
      id,
      title,
      start: startSeconds,
      end: tidy(startSeconds + durationSeconds),
      status,
    }));
}

/** What an episode's record gives the editor's waveform; `exceptId` is the soundbite being edited, if any. */
export function landmarksOf(
  episode: { chapters: readonly FeedChapter[]; durationSeconds: number | null; soundbites: Parameters<typeof neighboursOf>[0] },
  exceptId: string | null,
): Landmarks {
  return { chapters: chapterSpans(episode.chapters, episode.durationSeconds), neighbours: neighboursOf(episode.soundbites, exceptId) };
}
