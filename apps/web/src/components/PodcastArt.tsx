import { Avatar } from '@mantine/core';

interface PodcastArtProps {
  imageUrl: string | null;
  podcastTitle: string;
  size: number;
}

/** The artwork, or the podcast's initials when there is none or it fails to load. */
export function PodcastArt({ imageUrl, podcastTitle, size }: PodcastArtProps) {
  const initials = podcastTitle
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <Avatar src={imageUrl} alt={`${podcastTitle} artwork`} size={size} radius="md" variant="light" color="grape" style={{ flexShrink: 0 }}>
      {initials}
    </Avatar>
  );
}
