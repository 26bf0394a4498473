/** What the API thread and the PGlite thread say to each other. */
export interface PgliteThreadOptions {
  /** Data directory; absent means in memory. */
  dataDir?: string;
  /** Start from this dump of a data directory (dumpDataDir) instead of an empty database. */
  loadDataDir?: Uint8Array;
  /** Only create the database in dataDir, then end the thread. */
  initialize?: boolean;
}

export type ToPgliteThread =
  /** Wire-protocol bytes from one client connection. */
  | { type: 'data'; connection: number; bytes: Uint8Array }
  /** The client connection closed. */
  | { type: 'end'; connection: number }
  /** A gzipped tarball of the data directory, for backups. */
  | { type: 'dump' }
  | { type: 'close' };

export type FromPgliteThread =
  | { type: 'ready' }
  /** The database now exists in the data directory. */
  | { type: 'initialized' }
  | { type: 'failed'; message: string }
  | { type: 'data'; connection: number; bytes: Uint8Array }
  | { type: 'dumped'; bytes: Uint8Array }
  | { type: 'closed' };
