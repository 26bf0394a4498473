import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy } from './lib/client-address.js';
import { DEFAULT_FIREBASE_PROJECT_ID, DEFAULT_PORT, DEFAULT_STAFF_EMAIL_DOMAIN, normalizeStaffDomain } from '@soundbites/config';

/** Repository root, so `.data/` and the web build are found wherever the process starts. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
/** A flag that is on unless turned off. */
const flagOn = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v !== '0' && v !== 'false');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().default('0.0.0.0'),
  /** When set, node-postgres talks to this server; otherwise PGlite keeps data in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  /** Most PostgreSQL connections one process opens; N replicas open up to N times this. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /** Apply pending migrations on start. Turn off when each deploy runs `npm run migrate` once. */
  MIGRATE_ON_START: flagOn,
  /** Rehearse an import (rolled back) before listening, so the first real one runs compiled code. */
  REHEARSE_IMPORT_ON_START: flagOn,
  /** After SIGTERM, how long in-flight requests and imports get before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Which X-Forwarded-For entries name the client: false (none), a hop count, or proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  STAFF_EMAIL_DOMAIN: z.string().default(DEFAULT_STAFF_EMAIL_DOMAIN).transform(normalizeStaffDomain),
  FIREBASE_PROJECT_ID: z.string().default(DEFAULT_FIREBASE_PROJECT_ID),
  FIREBASE_API_KEY: z.string().default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_APP_ID: z.string().optional(),
  /** "host:port" of the Auth emulator. Only in emulator mode are unsigned tokens accepted. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  ALLOW_PRIVATE_FEED_HOSTS: flag,
  FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  FEED_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  FEED_MAX_REDIRECTS: z.coerce.number().int().min(0).default(5),
  /** Largest episode audio file the server downloads to draw its waveform (200 MB is over three hours of 128 kbps MP3). */
  AUDIO_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  AUDIO_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),
  /** How often each feed is refreshed; 0 turns the scheduler off. */
  REFRESH_INTERVAL_MINUTES: z.coerce.number().min(0).default(60),
  /** Largest request body the API reads. */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Seed the demo podcast into an empty database on start. */
  SEED_DEMO: flag,
  /**
   * Keep rendered public answers in memory (on by default). Off only to measure the uncached path
   * (`npm run bench` compares it with a bare node:http server); every answer is then rendered afresh.
   */
  PUBLIC_CACHE: flagOn,
  /** Public origin of the site, used for absolute URLs in share previews. */
  PUBLIC_ORIGIN: z.string().url().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** The only place that reads process.env. Tests pass their own source. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/** firebase-admin reads the emulator address from the process environment itself, so the validated value goes back there. */
export function shareEmulatorHostWithFirebaseAdmin(env: Env) {
  if (env.FIREBASE_AUTH_EMULATOR_HOST) process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
}
