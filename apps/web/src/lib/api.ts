import type { paths } from '@soundbites/api-types';
import { createApiClient } from './api-client';
import { auth } from './firebase';

/** The app's API client: same origin, the signed-in user's ID token on every request. */
export const api = createApiClient<paths>({
  baseUrl: '',
  getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
});
