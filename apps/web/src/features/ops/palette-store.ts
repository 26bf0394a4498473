import { createSpotlight } from '@mantine/spotlight';

/** The command palette's state (open, query, the selected option), and what opens and closes it. */
export const [paletteStore, palette] = createSpotlight();
