import type { PublicChapter } from '@soundbites/api-types';

/** The chapter playing at `audioSeconds`: the last one started by then; -1 before the first. */
export function chapterIndexAt(chapters: readonly PublicChapter[], audioSeconds: number): number {
  let index = -1;
  for (let i = 0; i < chapters.length; i++) if (chapters[i]!.startSeconds <= audioSeconds + 0.05) index = i;
  return index;
}
