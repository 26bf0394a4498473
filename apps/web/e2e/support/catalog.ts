import type { APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from './constants';
import type { Session } from './fixtures';

/** The ID token Firebase stored for a session, to call the API as that user. */
export function idTokenOf(session: Session): string {
  return (JSON.parse(session.storedUser) as { stsTokenManager: { accessToken: string } }).stsTokenManager.accessToken;
}

/**
 * Imports the demo podcast (served by the server under test itself) and publishes its
 * soundbites, once per server: a second import of the same feed changes nothing.
 */
export async function publishDemoPodcast(request: APIRequestContext, staff: Session): Promise<void> {
  const headers = { authorization: `Bearer ${idTokenOf(staff)}` };
  const imported = await request.post('/api/ops/podcasts', { headers, data: { feedUrl: `${E2E_BASE_URL}/demo/feed.xml` } });
  if (!imported.ok()) throw new Error(`Importing the demo feed failed: ${imported.status()} ${await imported.text()}`);
  const listed = await request.get('/api/ops/soundbites?pageSize=100', { headers });
  const { items } = (await listed.json()) as { items: { id: string; status: string }[] };
  const drafts = items.filter((item) => item.status !== 'published').map((item) => item.id);
  if (drafts.length === 0) return;
  const published = await request.post('/api/ops/soundbites/bulk-status', { headers, data: { ids: drafts, status: 'published' } });
  if (!published.ok()) throw new Error(`Publishing failed: ${published.status()} ${await published.text()}`);
}
