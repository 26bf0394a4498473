import { createRouter } from '../../lib/router.js';
import { searchEverything } from './search.handlers.js';
import { searchEverything as searchRoute } from './search.routes.js';

export const searchRouter = createRouter().openapi(searchRoute, searchEverything);
