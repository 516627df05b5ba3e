import type pg from 'pg';

/** The first reconnection waits this long, doubling up to `MAX_RETRY_MS`. */
const FIRST_RETRY_MS = 50;
const MAX_RETRY_MS = 2_000;

export interface KeptSessionOptions {
  /** A new connection to the service's database, outside its pool. */
  connect: () => Promise<pg.Client>;
  /** Makes a new connection what the session is for (take a lock, LISTEN); may throw. */
  setUp: (client: pg.Client) => Promise<void>;
  /** Called when the connection is lost, before reconnecting. */
  onLost?: () => void;
  /** Called once a new connection is set up again. */
  onBack?: () => void;
  /** Told when the connection is lost and when it is back. */
  log?: (message: string, err?: unknown) => void;
  /** Names the session in those messages. */
  name: string;
}

/**
 * A connection of its own that a process keeps for as long as it lives (a session advisory
 * lock, a LISTEN): when it is lost (the database restarted, the backend was terminated) a new
 * one is opened and set up again, with a growing wait between tries, until it is stopped.
 */
export class KeptSession {
  private client: pg.Client | undefined;
  private stopped = false;
  private reconnecting: Promise<void> | undefined;

  private constructor(private readonly options: KeptSessionOptions) {}

  /** Opens and sets up the first connection; fails when that fails (nothing is retried yet). */
  static async open(options: KeptSessionOptions): Promise<KeptSession> {
    const session = new KeptSession(options);
    const client = await options.connect();
    try {
      await options.setUp(client);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    session.keep(client);
    return session;
  }

  /** Whether the connection is there and set up right now (false while reconnecting). */
  get up(): boolean {
    return this.client !== undefined;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
    await this.reconnecting;
  }

  private keep(client: pg.Client): void {
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.options.log?.(`${this.options.name} connection lost; reconnecting`, err);
      this.options.onLost?.();
      this.reconnecting ??= this.reconnect().finally(() => {
        this.reconnecting = undefined;
      });
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.client = client;
  }

  private async reconnect(): Promise<void> {
    for (let wait = FIRST_RETRY_MS; !this.stopped; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
      if (this.stopped) return;
      let client: pg.Client | undefined;
      try {
        client = await this.options.connect();
        if (this.stopped) {
          await client.end();
          return;
        }
        await this.options.setUp(client);
        this.keep(client);
        this.options.log?.(`${this.options.name} connection back`);
        this.options.onBack?.();
        return;
      } catch {
        await client?.end().catch(() => {});
      }
    }
  }
}
