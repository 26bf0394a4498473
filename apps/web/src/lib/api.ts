import type { paths } from '@soundbites/api-types';
import { createApiClient } from './api-client';
import { appAuth } from './firebase';

/** The app's API client: same origin, the signed-in user's ID token on every request. */
export const api = createApiClient<paths>({
  baseUrl: '',
  getIdToken: async () => (await appAuth().currentUser?.getIdToken()) ?? null,
});
