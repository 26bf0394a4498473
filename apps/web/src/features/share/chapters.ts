import type { PublicChapter } from '@soundbites/api-types';

/** The chapter playing at `audioSeconds`: the last one started by then; -1 before the first. */
export function chapterIndexAt(chapters: readonly PublicChapter[], audioSeconds: number): number {
  let index = -1;
  for (let i = 0; i < chapters.length; i++) if (chapters[i]!.startSeconds <= audioSeconds + 0.05) index = i;
  return index;
}

/**
 * Within this many seconds of a chapter's start, "previous" goes to the chapter before; later on,
 * to the start of the one playing, as a CD player or a podcast app does.
 */
export const RESTART_WITHIN_SECONDS = 3;

/** Where "previous chapter" leads from `audioSeconds`: a chapter's start, or null before the first has begun. */
export function previousChapterStart(chapters: readonly PublicChapter[], audioSeconds: number): number | null {
  const index = chapterIndexAt(chapters, audioSeconds);
  if (index < 0) return null;
  const current = chapters[index]!.startSeconds;
  if (audioSeconds - current > RESTART_WITHIN_SECONDS || index === 0) return current;
  return chapters[index - 1]!.startSeconds;
}

/** Where "next chapter" leads from `audioSeconds`: the next chapter's start, or null in the last. */
export function nextChapterStart(chapters: readonly PublicChapter[], audioSeconds: number): number | null {
  return chapters[chapterIndexAt(chapters, audioSeconds) + 1]?.startSeconds ?? null;
}
