import type { HttpBindings } from '@hono/node-server';
import type { Env } from '../env.js';
import type { Database } from '../db/client.js';
import type { TokenVerifier } from '../auth/verify.js';

/** Everything a handler may use, handed in once by createApp so tests can build their own. */
export interface AppDeps {
  env: Env;
  database: Database;
  verifier: TokenVerifier;
  /** Set by the server process; absent in tests that build an app without one. */
  lifecycle?: Lifecycle;
}

/** What the process is doing, for the readiness check. */
export interface Lifecycle {
  /** After SIGTERM: finishing in-flight work; a load balancer should send nothing new. */
  draining: boolean;
}

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** When the user last signed in, seconds since the epoch (from the ID token). */
  authTime: number;
  isStaff: boolean;
}

/**
 * What every request of the API carries in c.env: the app's dependencies, added by createApp's
 * fetch, and the Node request and response when @hono/node-server serves it (tests that call
 * app.request have none).
 */
export interface ApiEnv extends Partial<HttpBindings> {
  deps: AppDeps;
}

export interface AppBindings {
  Bindings: ApiEnv;
  Variables: {
    /** Set by requireUser / requireStaff; absent on public routes. */
    user: AuthUser;
  };
}
