import pg from 'pg';

/** The channel the public-content triggers notify on every committed write (migration `public_content_notify`). */
export const PUBLIC_CONTENT_CHANNEL = 'public_content';
/** How long a lost listener connection waits before it tries again. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * What a notification says changed: the tokens the triggers send (see `publicContentTags`), or
 * everything. Everything is also what an unknown or empty payload means (an older trigger, a
 * payload too long for NOTIFY), and what a gap in listening means.
 */
export type ContentChange = { all: true } | { all: false; tags: readonly string[] };

const EVERYTHING: ContentChange = { all: true };
const TOKEN = /^(?:(?:soundbite|podcast):[^\s:]+|lists|missing)$/;

/** A notification's payload as the triggers of migration `public_content_notify_ids` write it. */
export function parseContentChange(payload: string | undefined): ContentChange {
  const tags = payload ? payload.split(' ') : [];
  if (tags.length === 0 || !tags.every((tag) => TOKEN.test(tag))) return EVERYTHING;
  return { all: false, tags };
}

/** The tags a cached public answer is filed under, matching the tokens the triggers notify. */
export const publicContentTags = {
  /** A published soundbite: its own row, and its episode, transcript and podcast (all the podcast's). */
  soundbite: (soundbite: { id: string; podcast: { id: string } }) => [`soundbite:${soundbite.id}`, `podcast:${soundbite.podcast.id}`],
  /**
   * A soundbite id that names nothing public: it appears by a change to that row, named by its id,
   * or, in a change too big to name each row, by its podcast and "missing".
   */
  missingSoundbite: (id: string) => [`soundbite:${id}`, 'missing'],
  /** An episode's page: everything under its podcast. */
  podcast: (podcastId: string) => [`podcast:${podcastId}`],
  /** Anything else not found: a new episode or an unpaused podcast may make it exist. */
  missing: ['missing'],
  /** A list of published soundbites: its members, and any change to the set. */
  list: (items: Array<{ id: string; podcast: { id: string } }>) => ['lists', ...items.flatMap(publicContentTags.soundbite)],
};

/**
 * Tells this process when anything the public pages show may have changed, without a query per
 * request. Every write to those tables notifies `public_content` by trigger, in the same
 * transaction, and every connection this process holds LISTENs:
 *
 * - A write made through this process's pool is reported on the very connection that made it,
 *   before its statement (or COMMIT) returns: PostgreSQL hands a session its own notifications
 *   ahead of ReadyForQuery. So this process never answers from a copy older than its own writes.
 * - A write made by another process arrives on an idle pooled connection or on the dedicated
 *   listener, a few milliseconds after its commit.
 *
 * Subscribers hear each notification's change, and "everything" when listening starts or stops
 * (anything may have changed while nobody listened). `live` is false while no connection listens
 * (before the first one connects, while the listener reconnects), when a notification could be
 * missed and nothing cached may be trusted. `generation` counts both.
 */
export class ContentChanges {
  private count = 0;
  private readonly subscribers = new Set<(change: ContentChange) => void>();
  private readonly listening = new Set<pg.ClientBase>();
  private dedicated: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** The dedicated listener failed and has not listened since: reported once per outage, not per retry. */
  private listenerDown = false;
  /** Whether the dedicated listener ever listened: its first failure is a failed start, later ones a loss. */
  private listenerStarted = false;

  /** `connectionString`: PostgreSQL's, for the dedicated listener; null on PGlite, whose one session is the pool's. */
  constructor(private readonly connectionString: string | null) {}

  get generation(): number {
    return this.count;
  }

  get live(): boolean {
    return this.listening.size > 0;
  }

  /** Calls `subscriber` with every change from now on; returns the unsubscribe. */
  subscribe(subscriber: (change: ContentChange) => void): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  private changed(change: ContentChange) {
    this.count++;
    for (const subscriber of this.subscribers) subscriber(change);
  }

  private readonly onNotification = (message: pg.Notification) => {
    if (message.channel === PUBLIC_CONTENT_CHANNEL) this.changed(parseContentChange(message.payload));
  };

  /** The pool's `onConnect`: a new connection LISTENs before the pool hands it out. */
  async watchPooledClient(client: pg.ClientBase): Promise<void> {
    let ended = false;
    client.on('notification', this.onNotification);
    client.on('end', () => {
      ended = true;
      this.forget(client);
    });
    try {
      await client.query(`LISTEN ${PUBLIC_CONTENT_CHANNEL}`);
      // The connection may have ended in the same read that brought LISTEN's answer.
      if (!ended) this.listen(client);
    } catch {
      // A connection that cannot LISTEN is broken; its query fails on its own and the pool replaces it.
      this.forget(client);
    }
  }

  /**
   * PostgreSQL: one connection outside the pool that always listens, so notifications from other
   * processes keep arriving while the pool's connections are idle-closed. Started by the first
   * user of the notifications (the public cache), so one-shot tools open no extra connection.
   * PGlite serves one process, whose every write goes through the pool's single connection.
   */
  ensureListener(): void {
    if (this.connectionString && !this.dedicated && !this.reconnectTimer) this.startListener(this.connectionString);
  }

  private startListener(connectionString: string): void {
    this.reconnectTimer = null;
    if (this.closed) return;
    const client = new pg.Client({ connectionString });
    this.dedicated = client;
    const retry = (error?: unknown) => {
      this.forget(client);
      if (this.dedicated !== client || this.closed) return;
      this.dedicated = null;
      if (!this.listenerDown) {
        this.listenerDown = true;
        const reason = error instanceof Error ? error.message : 'connection closed';
        console.warn(
          `${this.listenerStarted ? 'Lost' : 'Could not start'} the PostgreSQL notification listener (${reason}); ` +
            `retrying every ${RECONNECT_DELAY_MS / 1000} s. While no connection listens, public answers are read from the database on every request.`,
        );
      }
      client.removeAllListeners('error');
      client.on('error', () => {});
      void client.end().catch(() => {});
      this.reconnectTimer = setTimeout(() => this.startListener(connectionString), RECONNECT_DELAY_MS);
      this.reconnectTimer.unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', this.onNotification);
    client
      .connect()
      .then(() => client.query(`LISTEN ${PUBLIC_CONTENT_CHANNEL}`))
      .then(() => {
        // The connection may have failed in the same read that brought LISTEN's answer.
        if (this.dedicated !== client || this.closed) return;
        if (this.listenerDown) console.info('The PostgreSQL notification listener is listening again.');
        this.listenerDown = false;
        this.listenerStarted = true;
        this.listen(client);
      }, retry);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.dedicated;
    this.dedicated = null;
    this.listening.clear();
    if (client) await client.end().catch(() => {});
  }

  private listen(client: pg.ClientBase) {
    if (this.closed) return;
    // Anything may have changed while nobody listened; while another connection did, nothing was missed.
    if (this.listening.size === 0) this.changed(EVERYTHING);
    this.listening.add(client);
  }

  /** Another listening connection, if any, receives the same notifications; with none, `live` turns false. */
  private forget(client: pg.ClientBase) {
    if (this.listening.delete(client) && this.listening.size === 0) this.changed(EVERYTHING);
  }
}
