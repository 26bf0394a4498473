import { notifications } from '@mantine/notifications';
import { useMemo, useRef } from 'react';
import type { PageCommand } from '../../lib/page-commands';
import type { SoundbiteValues } from './api/editor-api';

/** The palette's commands that save the soundbite with a status, as Publish and Hide do. */
const STATUS_COMMANDS = {
  published: {
    id: 'publish',
    label: 'Publish this soundbite',
    description: 'Save it and put it on its share page and in Nova',
    keywords: ['status', 'live'],
  },
  hidden: {
    id: 'hide',
    label: 'Hide this soundbite',
    description: 'Save it and take it off its share page and Nova',
    keywords: ['status', 'unpublish'],
  },
} as const;

/**
 * What the command palette offers on a soundbite's page: save, publish or hide it (as its buttons do,
 * when they would), and its share link copied or opened.
 */
export function useEditorCommands({
  save,
  canSave,
  canPublish,
  canHide,
  shareUrl,
}: {
  save: (overrides?: Partial<SoundbiteValues>) => void;
  canSave: boolean;
  canPublish: boolean;
  canHide: boolean;
  shareUrl: string;
}): readonly PageCommand[] {
  // The latest save, run by commands that stay the same list while what they can do does not change.
  const saveRef = useRef(save);
  saveRef.current = save;
  return useMemo(() => {
    const url = new URL(shareUrl, window.location.origin).href;
    const commands: PageCommand[] = [];
    if (canSave)
      commands.push({
        id: 'save',
        label: 'Save',
        description: 'Save the changes to this soundbite (Ctrl+S)',
        keywords: [],
        run: () => saveRef.current(),
      });
    for (const [status, can] of [
      ['published', canPublish],
      ['hidden', canHide],
    ] as const) {
      if (can)
        commands.push({
          ...STATUS_COMMANDS[status],
          run: () => saveRef.current({ status }),
        });
    }
    commands.push(
      {
        id: 'copy-share-link',
        label: 'Copy its share link',
        description: url,
        keywords: ['share', 'url', 'clipboard'],
        run: () =>
          void navigator.clipboard.writeText(url).then(
            () => notifications.show({ title: 'Share link copied', message: url }),
            () => notifications.show({ color: 'red', title: 'The link was not copied', message: 'Copy it from the Share panel.' }),
          ),
      },
      {
        id: 'open-share-page',
        label: 'Open its share page',
        description: 'In a new tab, as listeners see it',
        keywords: ['share', 'public', 'view'],
        run: () => void window.open(url, '_blank', 'noopener'),
      },
    );
    return commands;
  }, [canSave, canPublish, canHide, shareUrl]);
}
