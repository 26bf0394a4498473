import { createRoute, z } from '@hono/zod-openapi';
import { importStatus } from '../../db/schema.js';
import { bearerSecurity, errorResponses, jsonResponse } from '../../lib/responses.js';
import { AuditEventSchema } from '../../lib/schemas.js';

const countInt = z.number().int();

export const DashboardSchema = z
  .object({
    counts: z.object({
      podcasts: z.object({ total: countInt, active: countInt, paused: countInt, failing: countInt }),
      episodes: countInt,
      soundbites: z.object({ total: countInt, draft: countInt, published: countInt, hidden: countInt }),
      entities: countInt.openapi({ description: 'Not counting entities merged into others' }),
      episodesWithTranscript: countInt.openapi({
        description: 'Episodes with a transcript that has lines: the total of GET /ops/episodes?hasTranscript=true',
      }),
    }),
    failingFeeds: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        feedUrl: z.string(),
        lastError: z.string().nullable(),
        lastFetchedAt: z.string().nullable(),
      }),
    ),
    /** Imports that changed something or failed, and every import staff started; not the quiet scheduled checks. */
    recentImports: z.array(
      z.object({
        id: z.number().int(),
        podcastId: z.uuid().nullable(),
        podcastTitle: z.string().nullable(),
        feedUrl: z.string(),
        status: z.enum(importStatus.enumValues),
        error: z.string().nullable(),
        stats: z.record(z.string(), z.number()).nullable(),
        changed: z.boolean().openapi({
          description: 'Whether it wrote a change (new or changed episodes, soundbites, people, links or transcripts)',
        }),
        startedAt: z.string(),
        finishedAt: z.string(),
        times: z.number().int().min(1).openapi({
          description:
            'How many imports this row stands for: a feed failing again and again with the same error is one row, this the newest',
        }),
        firstFinishedAt: z.string().openapi({ description: 'When the oldest of them finished (finishedAt when times is 1)' }),
      }),
    ),
    quietChecks: z
      .object({
        lastDay: z.number().int(),
        lastAt: z.string().nullable(),
      })
      .openapi({
        description: 'Scheduled checks in the last day that found nothing new (left out of recentImports), and when the last one finished',
      }),
    recentAudit: z.array(AuditEventSchema),
  })
  .openapi('Dashboard');

export const getDashboard = createRoute({
  method: 'get',
  path: '/ops/dashboard',
  tags: ['dashboard'],
  security: bearerSecurity,
  summary: 'Counts, failing feeds, recent imports and recent audit events',
  responses: {
    200: jsonResponse(DashboardSchema, 'The dashboard'),
    ...errorResponses(401, 403),
  },
});
