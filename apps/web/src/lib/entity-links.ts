import type { EntityLinkCreate } from '@soundbites/api-types';
import { ApiError } from './api-client';
import type { AppApiClient } from './api-context';
import { unwrap } from './api-errors';

// Links between a person or topic and a podcast, episode or soundbite: made from the person's page and
// from a soundbite's, so the calls live here rather than in either feature.

export type LinkTargetType = 'podcast' | 'episode' | 'soundbite';

/** Links entity `id` to a podcast, episode or soundbite with a role (and its group, cast by default). */
export async function addEntityLink(
  api: AppApiClient,
  id: string,
  target: { type: LinkTargetType; id: string },
  role: string,
  group = 'cast',
) {
  const body: EntityLinkCreate = { [`${target.type}Id`]: target.id, role, group };
  return unwrap(await api.POST('/api/ops/entities/{id}/links', { params: { path: { id } }, body }));
}

export async function removeEntityLink(api: AppApiClient, id: string, linkId: string) {
  const result = await api.DELETE('/api/ops/entities/{id}/links/{linkId}', { params: { path: { id, linkId } } });
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
}
