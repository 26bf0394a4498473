import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, entities, entityLinks } from '../../db/schema.js';
import { insertEntity, insertEntityLink, insertEpisode, insertPodcast, insertSoundbite, json } from '../../../test/support/catalog.js';
import { createAppWithStaff, type TestContext } from '../../../test/support/context.js';
import { bearer, type TestUser } from '../../../test/support/identity.js';

let ctx: TestContext;
let staff: TestUser;
let podcast: Awaited<ReturnType<typeof insertPodcast>>;
let episode: Awaited<ReturnType<typeof insertEpisode>>;
let soundbite: Awaited<ReturnType<typeof insertSoundbite>>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ ctx, staff } = await createAppWithStaff('librarian'));
  const { db } = ctx.database;
  podcast = await insertPodcast(db, { title: 'The Pod' });
  episode = await insertEpisode(db, podcast.id, { title: 'The Episode' });
  soundbite = await insertSoundbite(db, episode.id, { title: 'The Bite' });
});
afterAll(() => ctx?.close());

const request = (path: string, init: RequestInit = {}) =>
  ctx.app.request(path, {
    ...init,
    headers: { ...bearer(staff.idToken), 'content-type': 'application/json', ...init.headers },
  });
const post = (path: string, body: unknown) => request(path, { method: 'POST', body: JSON.stringify(body) });
const fields = async (res: Response) => (await json(res)).error.details.map((d: { field: string }) => d.field);

describe('entities CRUD and links', () => {
  it('creates, lists by kind and q, gets and patches an entity', async () => {
    const created = await post('/api/ops/entities', { kind: 'organization', name: 'Acme Radio', href: 'https://acme.test' });
    expect(created.status).toBe(201);
    const entity = await json(created);
    expect(entity).toMatchObject({ kind: 'organization', name: 'Acme Radio', mergedIntoId: null, links: [], createdBy: staff.email });
    await insertEntity(ctx.database.db, { kind: 'topic', name: 'Acme history' });

    const list = await json(await request('/api/ops/entities?kind=organization&q=acme'));
    expect(list).toMatchObject({ total: 1, items: [{ id: entity.id, linkCount: 0 }] });
    const reordered = await json(await request('/api/ops/entities?q=radio%20ACM'));
    expect(reordered.items.map((e: { name: string }) => e.name)).toEqual(['Acme Radio']);
    const both = await json(await request('/api/ops/entities?q=ACME&sort=-name'));
    expect(both.items.map((e: { name: string }) => e.name)).toEqual(['Acme Radio', 'Acme history']);

    const patched = await request(`/api/ops/entities/${entity.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Acme Broadcasting', description: 'A network' }),
    });
    expect(await json(patched)).toMatchObject({ name: 'Acme Broadcasting', description: 'A network' });
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'entity'), eq(auditEvents.recordId, entity.id)))
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(['entity.create', 'entity.update']);
    expect(events[1]).toMatchObject({ before: { name: 'Acme Radio' }, after: { name: 'Acme Broadcasting' } });
  });

  it('runs the spaces inside a name together, as one typed twice by mistake', async () => {
    const created = await json(await post('/api/ops/entities', { kind: 'person', name: '  Ada   Quill\t ' }));
    expect(created.name).toBe('Ada Quill');
    const patched = await request(`/api/ops/entities/${created.id}`, { method: 'PATCH', body: JSON.stringify({ name: 'Ada  Q.  Quill' }) });
    expect((await json(patched)).name).toBe('Ada Q. Quill');
  });

  it('names the podcasts each one is linked with, through episodes and soundbites too, so namesakes can be told apart', async () => {
    const { db } = ctx.database;
    const other = await insertPodcast(db, { title: 'another show' });
    const otherEpisode = await insertEpisode(db, other.id, { title: 'Its episode' });
    const third = await insertPodcast(db, { title: 'Zed Radio' });
    const fourth = await insertPodcast(db, { title: 'Alpha Hour' });
    const everywhere = await insertEntity(db, { name: 'Namesake Sam', href: 'https://sam.example' });
    const once = await insertEntity(db, { name: 'Namesake Sam', href: 'https://other-sam.example' });
    const nowhere = await insertEntity(db, { name: 'Namesake Sam' });
    await insertEntityLink(db, { entityId: everywhere.id, soundbiteId: soundbite.id, role: 'guest', source: 'staff' });
    await insertEntityLink(db, { entityId: everywhere.id, episodeId: episode.id, role: 'guest', source: 'feed' });
    await insertEntityLink(db, { entityId: everywhere.id, episodeId: otherEpisode.id, role: 'guest', source: 'feed' });
    await insertEntityLink(db, { entityId: everywhere.id, podcastId: third.id, role: 'host', source: 'feed' });
    await insertEntityLink(db, { entityId: everywhere.id, podcastId: fourth.id, role: 'host', source: 'feed' });
    await insertEntityLink(db, { entityId: once.id, podcastId: other.id, role: 'host', source: 'feed' });

    const list = await json(await request('/api/ops/entities?q=namesake'));
    const byId = new Map(list.items.map((e: { id: string }) => [e.id, e]));
    // The Pod twice (a soundbite and an episode of it), counted once; names in alphabetical order, whatever the case.
    expect(byId.get(everywhere.id)).toMatchObject({
      linkCount: 5,
      podcastCount: 4,
      podcastTitles: ['Alpha Hour', 'another show', 'The Pod'],
      href: 'https://sam.example',
    });
    expect(byId.get(once.id)).toMatchObject({ linkCount: 1, podcastCount: 1, podcastTitles: ['another show'] });
    expect(byId.get(nowhere.id)).toMatchObject({ linkCount: 0, podcastCount: 0, podcastTitles: [] });

    // Narrowed to one podcast: those linked with it through a soundbite, an episode or itself.
    const ids = async (podcastId: string) =>
      (await json(await request(`/api/ops/entities?q=namesake&podcastId=${podcastId}`))).items.map((e: { id: string }) => e.id).sort();
    expect(await ids(podcast.id)).toEqual([everywhere.id]);
    expect(await ids(other.id)).toEqual([everywhere.id, once.id].sort());
    expect(await ids(fourth.id)).toEqual([everywhere.id]);
    expect(await ids(UNKNOWN)).toEqual([]);
    expect((await request('/api/ops/entities?podcastId=nope')).status).toBe(400);
  });

  it('sorts by kind with each kind in name order, whichever way the kinds run', async () => {
    const { db } = ctx.database;
    // Inserted out of name order, so id or insertion order would not pass for name order.
    for (const [kind, name] of [
      ['place', 'Zanzibar Sorted'],
      ['place', 'alps Sorted'],
      ['person', 'Yara Sorted'],
      ['person', 'bo Sorted'],
    ] as const) {
      await insertEntity(db, { kind, name });
    }
    const names = async (sort: string) =>
      (await json(await request(`/api/ops/entities?q=Sorted&sort=${sort}`))).items.map((e: { name: string }) => e.name);
    expect(await names('kind')).toEqual(['bo Sorted', 'Yara Sorted', 'alps Sorted', 'Zanzibar Sorted']);
    expect(await names('-kind')).toEqual(['alps Sorted', 'Zanzibar Sorted', 'bo Sorted', 'Yara Sorted']);
  });

  it('validates input and answers 404 for unknown ids', async () => {
    expect(await fields(await post('/api/ops/entities', { kind: 'animal', name: 'Rex' }))).toEqual(['kind']);
    expect(await fields(await post('/api/ops/entities', { kind: 'person', name: '' }))).toEqual(['name']);
    expect(await fields(await post('/api/ops/entities', { kind: 'person', name: 7 }))).toEqual(['name']);
    expect((await request(`/api/ops/entities/${UNKNOWN}`)).status).toBe(404);
    expect((await request('/api/ops/entities?sort=mergedIntoId')).status).toBe(400);
  });

  it('links to podcasts, episodes and soundbites with the record title, and unlinks', async () => {
    const person = await insertEntity(ctx.database.db, { name: 'Pat Guest' });
    const base = `/api/ops/entities/${person.id}/links`;
    const toPodcast = await post(base, { podcastId: podcast.id, role: 'host', group: 'cast' });
    expect(toPodcast.status).toBe(201);
    expect(await json(toPodcast)).toMatchObject({
      role: 'host',
      group: 'cast',
      source: 'staff',
      target: { type: 'podcast', id: podcast.id, title: 'The Pod' },
    });
    expect((await post(base, { episodeId: episode.id })).status).toBe(201);
    const toSoundbite = await json(await post(base, { soundbiteId: soundbite.id, role: 'guest' }));
    const detail = await json(await request(`/api/ops/entities/${person.id}`));
    // Episodes and soundbites name their podcast too: feeds reuse episode titles.
    expect(
      detail.links.map((l: { target: { type: string; title: string; podcastTitle: string | null } }) => [
        l.target.type,
        l.target.title,
        l.target.podcastTitle,
      ]),
    ).toEqual([
      ['podcast', 'The Pod', null],
      ['episode', 'The Episode', 'The Pod'],
      ['soundbite', 'The Bite', 'The Pod'],
    ]);

    const duplicate = await post(base, { podcastId: podcast.id, role: 'host' });
    expect(duplicate.status).toBe(409);
    expect((await json(duplicate)).error.message).toBe('Pat Guest is already linked to “The Pod” as host');
    expect(await fields(await post(base, { podcastId: podcast.id, episodeId: episode.id }))).toEqual(['podcastId']);
    expect(await fields(await post(base, { role: 'host' }))).toEqual(['podcastId']);
    const missing = await post(base, { episodeId: UNKNOWN });
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.details[0].field).toBe('episodeId');
    expect((await post(`/api/ops/entities/${UNKNOWN}/links`, { podcastId: podcast.id })).status).toBe(404);

    const removed = await request(`${base}/${toSoundbite.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await request(`${base}/${toSoundbite.id}`, { method: 'DELETE' })).status).toBe(404);
    const after = await json(await request(`/api/ops/entities/${person.id}`));
    expect(after.links).toHaveLength(2);
    const actions = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'entity'), eq(auditEvents.recordId, person.id)));
    expect(actions.map((e) => e.action).sort()).toEqual(['entity.link', 'entity.link', 'entity.link', 'entity.unlink']);
    // The history names the person and the record as they were, whatever happens to them later.
    expect(actions.find((e) => e.action === 'entity.link' && JSON.stringify(e.after).includes('The Pod'))?.after).toMatchObject({
      name: 'Pat Guest',
      link: { role: 'host', target: { type: 'podcast', id: podcast.id, title: 'The Pod' } },
    });
    expect(actions.find((e) => e.action === 'entity.unlink')?.before).toMatchObject({
      name: 'Pat Guest',
      link: { id: toSoundbite.id, role: 'guest', target: { type: 'soundbite', id: soundbite.id, title: 'The Bite' } },
    });
  });
});

describe('the same entity link', () => {
  it('is one entity in one role on one record, whatever the group or source, and the database refuses a second', async () => {
    const person = await insertEntity(ctx.database.db, { name: 'Only Once' });
    await insertEntityLink(ctx.database.db, { entityId: person.id, episodeId: episode.id, role: 'guest', group: 'cast', source: 'feed' });
    await expect(
      insertEntityLink(ctx.database.db, { entityId: person.id, episodeId: episode.id, role: 'guest', group: 'crew', source: 'staff' }),
    ).rejects.toThrow();
    const res = await post(`/api/ops/entities/${person.id}/links`, { episodeId: episode.id, role: 'guest', group: 'crew' });
    expect(res.status).toBe(409);
    // Another role on the same record, or the same role elsewhere, is another link.
    await insertEntityLink(ctx.database.db, { entityId: person.id, episodeId: episode.id, role: 'host', group: 'cast', source: 'staff' });
    await insertEntityLink(ctx.database.db, { entityId: person.id, podcastId: podcast.id, role: 'guest', group: 'cast', source: 'staff' });
    const links = await ctx.database.db.select().from(entityLinks).where(eq(entityLinks.entityId, person.id));
    expect(links).toHaveLength(3);
  });
});

describe('PATCH /api/ops/entities/{id} with If-Match', () => {
  it('refuses a stale version with 412 and the current entity', async () => {
    const entity = await json(await post('/api/ops/entities', { kind: 'person', name: 'Version One' }));
    const patch = (ifMatch: string, body: unknown) =>
      request(`/api/ops/entities/${entity.id}`, { method: 'PATCH', headers: { 'if-match': ifMatch }, body: JSON.stringify(body) });
    const first = await patch(`"${entity.updatedAt}"`, { name: 'Version Two' });
    expect(first.status).toBe(200);
    const stale = await patch(`"${entity.updatedAt}"`, { name: 'Version Three' });
    expect(stale.status).toBe(412);
    expect((await json(stale)).error.details.current).toMatchObject({ id: entity.id, name: 'Version Two' });
    const [row] = await ctx.database.db.select().from(entities).where(eq(entities.id, entity.id));
    expect(row!.name).toBe('Version Two');
  });
});

describe('POST /api/ops/entities/{id}/merge', () => {
  it('moves links without duplicating them and marks the duplicate merged', async () => {
    const { db } = ctx.database;
    const keep = await insertEntity(db, { name: 'Jane Doe' });
    const dupe = await insertEntity(db, { name: 'Jane  Doe' });
    const older = await insertEntity(db, { name: 'J. Doe', mergedIntoId: dupe.id });
    await insertEntityLink(db, { entityId: keep.id, podcastId: podcast.id, role: 'host', source: 'feed' });
    await insertEntityLink(db, { entityId: dupe.id, podcastId: podcast.id, role: 'host', source: 'feed' });
    await insertEntityLink(db, { entityId: dupe.id, episodeId: episode.id, role: 'guest', source: 'feed' });

    const res = await post(`/api/ops/entities/${keep.id}/merge`, { duplicateId: dupe.id });
    expect(res.status).toBe(200);
    const merged = await json(res);
    expect(merged.links.map((l: { target: { type: string }; role: string }) => `${l.target.type}:${l.role}`).sort()).toEqual([
      'episode:guest',
      'podcast:host',
    ]);
    expect(await db.select().from(entityLinks).where(eq(entityLinks.entityId, dupe.id))).toEqual([]);
    // Both the duplicate and the one merged into it before now lead here, and the kept one names them.
    expect(merged.mergedDuplicates).toEqual([
      { id: older.id, name: 'J. Doe' },
      { id: dupe.id, name: 'Jane  Doe' },
    ]);

    const gone = await json(await request(`/api/ops/entities/${dupe.id}`));
    expect(gone).toMatchObject({ id: dupe.id, mergedIntoId: keep.id, links: [] });
    const [olderRow] = await db.select().from(entities).where(eq(entities.id, older.id));
    expect(olderRow?.mergedIntoId).toBe(keep.id);
    const listed = await json(await request('/api/ops/entities?q=doe'));
    expect(listed.items.map((e: { id: string }) => e.id)).toEqual([keep.id]);
    const withMerged = await json(await request('/api/ops/entities?q=doe&includeMerged=true'));
    expect(withMerged.total).toBe(3);

    const events = await db.select().from(auditEvents).where(eq(auditEvents.recordType, 'entity'));
    expect(events.find((e) => e.recordId === keep.id && e.action === 'entity.merge')).toMatchObject({
      after: { name: 'Jane Doe', mergedFrom: { id: dupe.id, name: 'Jane  Doe' } },
    });
    expect(events.find((e) => e.recordId === dupe.id && e.action === 'entity.merged_into')).toMatchObject({
      after: { mergedIntoId: keep.id, mergedInto: { id: keep.id, name: 'Jane Doe' } },
    });

    // A merged entity takes no further changes.
    expect((await post(`/api/ops/entities/${keep.id}/merge`, { duplicateId: dupe.id })).status).toBe(409);
    expect((await post(`/api/ops/entities/${dupe.id}/links`, { podcastId: podcast.id })).status).toBe(409);
    const patchMerged = await request(`/api/ops/entities/${dupe.id}`, { method: 'PATCH', body: JSON.stringify({ name: 'x' }) });
    expect(patchMerged.status).toBe(409);
  });

  it('refuses merging into itself, across kinds and unknown ids, changing nothing', async () => {
    const { db } = ctx.database;
    const person = await insertEntity(db, { kind: 'person', name: 'Mercury' });
    const place = await insertEntity(db, { kind: 'place', name: 'Mercury' });
    await insertEntityLink(db, { entityId: place.id, podcastId: podcast.id, role: 'location', source: 'staff' });
    const self = await post(`/api/ops/entities/${person.id}/merge`, { duplicateId: person.id });
    expect(self.status).toBe(400);
    expect(await fields(self)).toEqual(['duplicateId']);
    const acrossKinds = await post(`/api/ops/entities/${person.id}/merge`, { duplicateId: place.id });
    expect(acrossKinds.status).toBe(409);
    expect((await post(`/api/ops/entities/${person.id}/merge`, { duplicateId: UNKNOWN })).status).toBe(404);
    expect((await post(`/api/ops/entities/${UNKNOWN}/merge`, { duplicateId: person.id })).status).toBe(404);
    expect(await fields(await post(`/api/ops/entities/${person.id}/merge`, { duplicateId: 'nope' }))).toEqual(['duplicateId']);
    const [placeRow] = await db.select().from(entities).where(eq(entities.id, place.id));
    expect(placeRow?.mergedIntoId).toBeNull();
    expect(await db.select().from(entityLinks).where(eq(entityLinks.entityId, place.id))).toHaveLength(1);
  });
});

describe('GET /api/ops/entities/{id}/similar', () => {
  it('lists other entities of the kind with much the same name, most alike first, not merged ones', async () => {
    const { db } = ctx.database;
    const kept = await insertEntity(db, { name: 'Marguerite Okonkwo-Baptiste' });
    const reversed = await insertEntity(db, { name: 'Okonkwo-Baptiste, Marguerite' });
    const titled = await insertEntity(db, { name: 'Dr. Marguerite Okonkwo-Baptiste' });
    await insertEntityLink(db, { entityId: titled.id, podcastId: podcast.id, role: 'guest', source: 'staff' });
    // Another kind, someone else, and one already merged away: none of them.
    await insertEntity(db, { kind: 'topic', name: 'Marguerite Okonkwo-Baptiste' });
    await insertEntity(db, { name: 'Marguerite Duras' });
    await insertEntity(db, { name: 'Marguerite Okonkwo Baptiste', mergedIntoId: kept.id });

    const res = await request(`/api/ops/entities/${kept.id}/similar`);
    expect(res.status).toBe(200);
    const { items } = await json(res);
    expect(new Set(items.map((e: { id: string }) => e.id))).toEqual(new Set([reversed.id, titled.id]));
    expect(items.find((e: { id: string }) => e.id === titled.id)).toMatchObject({ linkCount: 1, podcastTitles: ['The Pod'] });
    expect((await request('/api/ops/entities/00000000-0000-4000-8000-000000000000/similar')).status).toBe(404);
    expect((await request('/api/ops/entities/nope/similar')).status).toBe(400);
  });
});

describe('DELETE /api/ops/entities/{id}', () => {
  it('deletes the entity with its links and the duplicates merged into it, audited, and marks its feeds to be read in full', async () => {
    const { db } = ctx.database;
    const feedPodcast = await insertPodcast(db, { title: 'Feed Pod', feedHash: 'unchanged-body' });
    const feedEpisode = await insertEpisode(db, feedPodcast.id, { title: 'Feed Episode' });
    const otherPodcast = await insertPodcast(db, { title: 'Other Pod', feedHash: 'kept' });
    const mistake = await insertEntity(db, { kind: 'person', name: 'Ima Mistake' });
    const remnant = await insertEntity(db, { kind: 'person', name: 'Ima Mistaken', mergedIntoId: mistake.id });
    const bystander = await insertEntity(db, { kind: 'person', name: 'Bea Stander' });
    await insertEntityLink(db, { entityId: mistake.id, episodeId: feedEpisode.id, role: 'guest', group: 'cast', source: 'feed' });
    await insertEntityLink(db, { entityId: mistake.id, soundbiteId: soundbite.id, role: 'mentioned', group: 'misc', source: 'staff' });
    const kept = await insertEntityLink(db, {
      entityId: bystander.id,
      podcastId: otherPodcast.id,
      role: 'host',
      group: 'cast',
      source: 'feed',
    });

    const res = await request(`/api/ops/entities/${mistake.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ id: mistake.id, name: 'Ima Mistake', linkCount: 2, feedLinkCount: 1 });
    expect((await request(`/api/ops/entities/${mistake.id}`)).status).toBe(404);
    expect((await request(`/api/ops/entities/${remnant.id}`)).status).toBe(404);
    expect(await db.select().from(entityLinks).where(eq(entityLinks.entityId, mistake.id))).toEqual([]);
    expect(await db.select({ id: entityLinks.id }).from(entityLinks).where(eq(entityLinks.entityId, bystander.id))).toEqual([
      { id: kept.id },
    ]);
    const hashes = await ctx.database.query<{ title: string; feed_hash: string | null }>(
      'select title, feed_hash from podcasts where id in ($1, $2) order by title',
      [feedPodcast.id, otherPodcast.id],
    );
    expect(hashes).toEqual([
      { title: 'Feed Pod', feed_hash: null },
      { title: 'Other Pod', feed_hash: 'kept' },
    ]);
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, mistake.id), eq(auditEvents.action, 'entity.delete')));
    expect(event).toMatchObject({
      actorUid: staff.uid,
      before: {
        name: 'Ima Mistake',
        mergedDuplicates: 1,
        links: [
          { role: 'guest', source: 'feed' },
          { role: 'mentioned', source: 'staff' },
        ],
      },
      after: null,
    });
  });

  it('refuses a merged entity (its survivor is the one to delete) and unknown ids, changing nothing', async () => {
    const { db } = ctx.database;
    const survivor = await insertEntity(db, { kind: 'topic', name: 'Survivor topic' });
    const merged = await insertEntity(db, { kind: 'topic', name: 'Merged topic', mergedIntoId: survivor.id });
    const refused = await request(`/api/ops/entities/${merged.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toMatchObject({ code: 'entity_merged', details: { mergedIntoId: survivor.id } });
    expect((await request(`/api/ops/entities/${UNKNOWN}`, { method: 'DELETE' })).status).toBe(404);
    expect((await request('/api/ops/entities/not-an-id', { method: 'DELETE' })).status).toBe(400);
    expect(await db.select({ id: entities.id }).from(entities).where(eq(entities.id, merged.id))).toHaveLength(1);
  });
});

describe('people and topics linked to nothing', () => {
  it('are listed apart from the linked ones, and several are deleted at once, each audited', async () => {
    const { db } = ctx.database;
    const tag = `orphan${Date.now()}`;
    const alone = await insertEntity(db, { name: `${tag} Alone` });
    const lonely = await insertEntity(db, { kind: 'topic', name: `${tag} Lonely` });
    const linked = await insertEntity(db, { name: `${tag} Linked` });
    await insertEntityLink(db, { entityId: linked.id, episodeId: episode.id, role: 'guest', source: 'feed' });

    const names = async (query: string) =>
      (await json(await request(`/api/ops/entities?q=${tag}${query}`))).items.map((e: { name: string }) => e.name);
    expect(await names('&linked=false')).toEqual([`${tag} Alone`, `${tag} Lonely`]);
    expect(await names('&linked=true')).toEqual([`${tag} Linked`]);
    expect(await names('')).toHaveLength(3);
    expect((await request('/api/ops/entities?linked=maybe')).status).toBe(400);

    const res = await post('/api/ops/entities/bulk-delete', { ids: [lonely.id, alone.id, linked.id] });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.linkCount).toBe(1);
    expect(body.items.map((item: { name: string }) => item.name).sort()).toEqual([`${tag} Alone`, `${tag} Linked`, `${tag} Lonely`]);
    expect(await names('')).toEqual([]);
    const events = await db.select().from(auditEvents).where(eq(auditEvents.action, 'entity.delete'));
    expect(events.filter((event) => [alone.id, lonely.id, linked.id].includes(event.recordId))).toHaveLength(3);
  });

  it('are deleted all or none: one already gone, or merged, or an id twice changes nothing', async () => {
    const { db } = ctx.database;
    const first = await insertEntity(db, { name: 'Bulk first' });
    const survivor = await insertEntity(db, { name: 'Bulk survivor' });
    const merged = await insertEntity(db, { name: 'Bulk merged', mergedIntoId: survivor.id });
    const stillThere = async () => (await db.select({ id: entities.id }).from(entities).where(eq(entities.id, first.id))).length;

    const gone = await post('/api/ops/entities/bulk-delete', { ids: [first.id, UNKNOWN] });
    expect(gone.status).toBe(404);
    expect(await stillThere()).toBe(1);
    const refused = await post('/api/ops/entities/bulk-delete', { ids: [first.id, merged.id] });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.code).toBe('entity_merged');
    expect(await stillThere()).toBe(1);
    expect((await post('/api/ops/entities/bulk-delete', { ids: [first.id, first.id] })).status).toBe(400);
    expect((await post('/api/ops/entities/bulk-delete', { ids: [] })).status).toBe(400);
    expect((await post('/api/ops/entities/bulk-delete', { ids: ['nope'] })).status).toBe(400);
    expect(await stillThere()).toBe(1);
  });
});
