/**
 * Where ops records open, as router link options (`<Link {...link}>`, `navigate(link)`).
 * Podcasts, soundbites, entities and episodes (the editor, ready to cut a new soundbite) have
 * pages of their own; a moment of an episode (a transcript line) opens the episode at that second.
 */
export const podcastLink = (id: string) => ({ to: '/ops/podcast/$id', params: { id } }) as const;

export const soundbiteLink = (id: string) => ({ to: '/ops/soundbite/$id', params: { id } }) as const;

export const entityLink = (id: string) => ({ to: '/ops/entity/$id', params: { id } }) as const;

export const episodeSoundbitesLink = (episodeId: string) => ({ to: '/ops/soundbites', search: { episodeId } }) as const;

export const podcastEpisodesLink = (podcastId: string) => ({ to: '/ops/episodes', search: { podcastId } }) as const;

export const podcastSoundbitesLink = (podcastId: string) => ({ to: '/ops/soundbites', search: { podcastId } }) as const;
/** The people and topics linked with a podcast, on it or on its episodes and soundbites. */
export const podcastEntitiesLink = (podcastId: string) => ({ to: '/ops/entities', search: { podcastId } }) as const;

/** An episode in the editor, at `atSeconds` when given. */
export const episodeLink = (id: string, atSeconds?: number) =>
  ({ to: '/ops/episode/$id', params: { id }, search: atSeconds === undefined ? {} : { t: Math.round(atSeconds * 1000) / 1000 } }) as const;

/** Where an audit event's record opens, or null for records without a page (accounts) or gone since (a deleted podcast's). */
export function auditRecordLink(event: { recordType: string; recordId: string; recordExists: boolean }) {
  if (!event.recordExists) return null;
  switch (event.recordType) {
    case 'soundbite':
      return soundbiteLink(event.recordId);
    case 'podcast':
      return podcastLink(event.recordId);
    case 'episode':
      return episodeLink(event.recordId);
    case 'entity':
      return entityLink(event.recordId);
    default:
      return null;
  }
}
