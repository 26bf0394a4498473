import { PUBLIC_CONFIG_GLOBAL, type PublicConfig } from '@soundbites/config';
import type { Env } from '../env.js';

/** What the browser needs to know about this deployment; never secrets. */
export function publicConfigFromEnv(env: Env): PublicConfig {
  return {
    staffEmailDomain: env.STAFF_EMAIL_DOMAIN,
    firebase: {
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: env.FIREBASE_PROJECT_ID,
      ...(env.FIREBASE_APP_ID ? { appId: env.FIREBASE_APP_ID } : {}),
    },
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
  };
}

/**
 * JSON that is safe inside an inline <script>: "<" cannot start "</script>" or
 * "<!--", and the two line separators that older engines reject are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function publicConfigScript(config: PublicConfig): string {
  return `<script>window.${PUBLIC_CONFIG_GLOBAL} = ${scriptSafeJson(config)};</script>`;
}
