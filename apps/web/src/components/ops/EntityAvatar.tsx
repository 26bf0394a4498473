import { Avatar, type MantineSize } from '@mantine/core';
import { useState } from 'react';

interface EntityAvatarProps {
  name: string;
  imageUrl: string | null;
  size: MantineSize | number;
}

/** What an entity's avatar shows without a picture: its first letter. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0] ?? '';
}

/**
 * A person's or topic's picture, or its initial when there is none or it fails to load. Mantine's
 * Avatar alone can miss a failure: an image that fails before its first effect runs (an unknown
 * host fails at once) is put back by that effect and shows as a broken image. A URL that failed
 * is therefore not handed to it again, until the entity has another.
 */
export function EntityAvatar({ name, imageUrl, size }: EntityAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = imageUrl && imageUrl !== failedUrl ? imageUrl : null;
  return (
    <Avatar src={src} alt="" size={size} radius="xl" imageProps={{ onError: () => setFailedUrl(imageUrl) }} style={{ flexShrink: 0 }}>
      {initialOf(name)}
    </Avatar>
  );
}
