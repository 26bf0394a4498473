import type { Env } from '../env.js';
import type { Database } from '../db/client.js';
import type { TokenVerifier } from '../auth/verify.js';

/** Everything a handler may use, handed in once by createApp so tests can build their own. */
export interface AppDeps {
  env: Env;
  database: Database;
  verifier: TokenVerifier;
}

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** When the user last signed in, seconds since the epoch (from the ID token). */
  authTime: number;
  isStaff: boolean;
}

export interface AppBindings {
  Variables: {
    deps: AppDeps;
    /** Set by requireUser / requireStaff; absent on public routes. */
    user: AuthUser;
  };
}
