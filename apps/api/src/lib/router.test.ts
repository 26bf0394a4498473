import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createRouter } from './router.js';

const itemRoute = createRoute({
  method: 'get',
  path: '/items/{id}',
  request: {
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    query: z.object({
      limit: z.coerce.number().int().min(1).max(10).default(5),
      tag: z.union([z.string(), z.array(z.string())]).optional(),
    }),
  },
  responses: { 200: { description: 'The item' } },
});

const renameRoute = createRoute({
  method: 'put',
  path: '/items/{id}',
  request: {
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    body: { required: true, content: { 'application/json': { schema: z.object({ name: z.string().min(1) }) } } },
  },
  responses: { 200: { description: 'Renamed' } },
});

/** No middleware and no body: parameters are all it validates. */
const plainRoute = createRoute({
  method: 'get',
  path: '/plain/{id}',
  request: { params: itemRoute.request.params, query: itemRoute.request.query },
  responses: { 200: { description: 'The item' } },
});

const hiddenRoute = createRoute({
  method: 'get',
  path: '/hidden/{id}',
  hide: true,
  request: { params: z.object({ id: z.string() }) },
  responses: { 200: { description: 'Not documented' } },
});

interface InvalidRequestBody {
  error: { code: string; details: Array<{ field: string }> };
}
/** The fields a 400 names. */
const badFields = async (response: Response) => ((await response.json()) as InvalidRequestBody).error.details.map((d) => d.field);

function makeApp() {
  const calls: string[] = [];
  const app = createRouter()
    .openapi({ ...itemRoute, middleware: [async (_c, next) => (calls.push('route middleware'), next())] }, (c) => {
      calls.push('handler');
      return c.json({ param: c.req.valid('param'), query: c.req.valid('query') }, 200);
    })
    .openapi(renameRoute, (c) => c.json({ id: c.req.valid('param').id, name: c.req.valid('json').name }, 200))
    .openapi(plainRoute, (c) => {
      calls.push('plain handler');
      return c.json({ param: c.req.valid('param'), query: c.req.valid('query') }, 200);
    })
    .openapi(hiddenRoute, (c) => c.json({ id: c.req.valid('param').id }, 200));
  app.doc31('/openapi.json', { openapi: '3.1.0', info: { title: 't', version: '1' } });
  return { app, calls };
}

describe('createRouter', () => {
  it('hands the handler the parsed path and query, a repeated query key as an array, after the route middleware', async () => {
    const { app, calls } = makeApp();
    const response = await app.request('/items/42?limit=3&tag=a&tag=b');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ param: { id: '42' }, query: { limit: 3, tag: ['a', 'b'] } });
    expect(calls).toEqual(['route middleware', 'handler']);

    const defaults = await app.request('/items/7?tag=solo');
    expect(await defaults.json()).toEqual({ param: { id: '7' }, query: { limit: 5, tag: 'solo' } });

    const plain = await app.request('/plain/8?limit=2&tag=a&tag=b');
    expect(await plain.json()).toEqual({ param: { id: '8' }, query: { limit: 2, tag: ['a', 'b'] } });
    expect((await app.request('/hidden/any')).status).toBe(200);
  });

  it('answers invalid path or query parameters with a 400 naming each field, without calling the handler', async () => {
    const { app, calls } = makeApp();
    const badId = await app.request('/items/abc');
    expect(badId.status).toBe(400);
    const badIdBody = (await badId.json()) as InvalidRequestBody;
    expect(badIdBody.error.code).toBe('invalid_request');
    expect(badIdBody.error.details.map((d) => d.field)).toEqual(['id']);

    const badLimit = await app.request('/items/1?limit=99');
    expect(badLimit.status).toBe(400);
    expect(await badFields(badLimit)).toEqual(['limit']);
    expect(await badFields(await app.request('/plain/x'))).toEqual(['id']);
    expect(await badFields(await app.request('/plain/1?limit=0'))).toEqual(['limit']);
    expect(calls.filter((call) => call.endsWith('handler'))).toEqual([]);
  });

  it('still validates bodies, after the parameters', async () => {
    const { app } = makeApp();
    const put = (path: string, body: unknown) =>
      app.request(path, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

    expect(await (await put('/items/5', { name: 'New' })).json()).toEqual({ id: '5', name: 'New' });
    const badBody = await put('/items/5', { name: '' });
    expect(badBody.status).toBe(400);
    expect(await badFields(badBody)).toEqual(['name']);
    expect(await badFields(await put('/items/x', { name: '' }))).toEqual(['id']);
    const notJson = await app.request('/items/5', { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: 'name' });
    expect(notJson.status).toBe(415);
  });

  it('documents each route whole, with its parameters, and leaves hidden ones out', async () => {
    const { app } = makeApp();
    interface Operation {
      parameters: Array<{ name: string; in: string }>;
      requestBody?: { content: Record<string, unknown> };
    }
    const document = (await (await app.request('/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
    expect(Object.keys(document.paths)).toEqual(['/items/{id}', '/plain/{id}']);
    const { get, put } = document.paths['/items/{id}']!;
    expect(get!.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:limit', 'query:tag']);
    expect(put!.requestBody?.content['application/json']).toBeDefined();
  });
});
