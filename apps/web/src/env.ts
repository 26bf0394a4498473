import {
  DEFAULT_AUTH_EMULATOR_HOST,
  DEFAULT_FIREBASE_PROJECT_ID,
  DEFAULT_STAFF_EMAIL_DOMAIN,
  PUBLIC_CONFIG_GLOBAL,
  type PublicConfig,
} from '@soundbites/config';

declare global {
  interface Window {
    [PUBLIC_CONFIG_GLOBAL]?: PublicConfig;
  }
}

/** Used when the page was not served by the API (for example `vite preview`): the local demo stack. */
const LOCAL_DEFAULTS: PublicConfig = {
  staffEmailDomain: DEFAULT_STAFF_EMAIL_DOMAIN,
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: `${DEFAULT_FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: DEFAULT_FIREBASE_PROJECT_ID,
  },
  authEmulatorHost: DEFAULT_AUTH_EMULATOR_HOST,
};

/**
 * The one place the web app reads its configuration. The server injects it into
 * index.html at runtime, so one build serves every deployment.
 */
function readPublicConfig(): PublicConfig {
  const injected = typeof window === 'undefined' ? undefined : window[PUBLIC_CONFIG_GLOBAL];
  if (!injected) {
    if (import.meta.env.PROD) console.warn('Soundbites: no runtime config was injected; using the local demo defaults.');
    return LOCAL_DEFAULTS;
  }
  return injected;
}

export const env = {
  config: readPublicConfig(),
  isDev: import.meta.env.DEV,
} as const;
