import { healthRouter } from './health/index.js';
import { podcastsRouter } from './podcasts/index.js';
import { feedsRouter } from './feeds/index.js';
import { episodesRouter } from './episodes/index.js';
import { soundbitesRouter } from './soundbites/index.js';
import { entitiesRouter } from './entities/index.js';
import { dashboardRouter } from './dashboard/index.js';
import { auditRouter } from './audit/index.js';
import { publicRouter } from './public/index.js';
import { meRouter } from './me/index.js';
import { supportRouter } from './support/index.js';
import { novaRouter } from './nova/index.js';
import { searchRouter } from './search/index.js';

/** Every resource's router, mounted under /api by createApp. */
export const routers = [
  healthRouter,
  podcastsRouter,
  feedsRouter,
  episodesRouter,
  soundbitesRouter,
  entitiesRouter,
  dashboardRouter,
  auditRouter,
  publicRouter,
  meRouter,
  supportRouter,
  novaRouter,
  searchRouter,
];
