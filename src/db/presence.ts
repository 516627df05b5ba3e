import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type pg from 'pg';

/**
 * Presence of a service process in the database: a number from the `service_processes`
 * sequence and a session advisory lock on it, held on a connection of its own for as long as
 * the process lives. PostgreSQL frees the lock the moment that connection is gone (the process
 * died, or was SIGKILLed: the kernel closes its socket), so whatever a process records as
 * "mine" (a RUNNING job, a DELIVERING event, an IN_PROGRESS idempotency key) can be told
 * apart from what a dead process left behind, within a poll instead of after a lease.
 *
 * Advisory locks live in one database, so services on other databases of the same server
 * never see each other's numbers.
 */
const LOCK_CLASS = 0x7061_7973; // "pays": the first key of the two-key advisory lock

/** The first reconnection waits this long, doubling up to `MAX_RETRY_MS`. */
const FIRST_RETRY_MS = 50;
const MAX_RETRY_MS = 2_000;

export interface PresenceOptions {
  /** A new connection to the service's database, outside its pool. */
  connect: () => Promise<pg.Client>;
  /** Told when the presence connection is lost and when it is back. */
  log?: (message: string, err?: unknown) => void;
}

export class Presence {
  private client: pg.Client | undefined;
  private stopped = false;
  private reconnecting: Promise<void> | undefined;

  private constructor(
    private current: number,
    private readonly options: PresenceOptions,
  ) {}

  /** Takes a number and its lock; the service should not serve before this resolves. */
  static async start(options: PresenceOptions): Promise<Presence> {
    const client = await options.connect();
    try {
      const presence = new Presence(await nextNumber(client), options);
      await presence.hold(client);
      return presence;
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
  }

  /**
   * This process's number now: what it writes into `locked_by` columns. A process whose
   * presence connection was lost comes back under a new number, as if it had restarted: what it
   * held before may have been taken over meanwhile, and what it could not settle while the
   * database was away (a job it could not mark failed) is due again at once.
   */
  get id(): number {
    return this.current;
  }

  /** Whether the lock is held right now (false while reconnecting after a database restart). */
  get held(): boolean {
    return this.client !== undefined;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
    await this.reconnecting;
  }

  private async hold(client: pg.Client): Promise<void> {
    // Waits while another process's claim probes this number (pg_try_advisory_xact_lock below
    // holds it to the end of its statement): a momentary wait, never a refusal.
    await client.query('select pg_advisory_lock($1, $2)', [LOCK_CLASS, this.id]);
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.options.log?.('database presence lost; reconnecting', err);
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
        this.current = await nextNumber(client);
        await this.hold(client);
        this.options.log?.('database presence back');
        return;
      } catch {
        await client?.end().catch(() => {});
      }
    }
  }
}

async function nextNumber(client: pg.Client): Promise<number> {
  const row = await client.query<{ id: number }>(`select nextval('service_processes')::integer as id`);
  const id = row.rows[0]?.id;
  if (typeof id !== 'number') throw new Error('service_processes gave no number');
  return id;
}

/**
 * True for a row whose `locked_by` names a process that is gone: its lock is free. The probe
 * takes the lock until the end of the caller's transaction (a claim statement), so the dead
 * process's number cannot come back halfway; a live holder's lock makes it false. Null (a
 * process without presence, or none) is never gone: such rows wait for their lease.
 */
export function holderGone(lockedBy: Expression<number | null>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${lockedBy} is not null and pg_try_advisory_xact_lock(${sql.lit(LOCK_CLASS)}, ${lockedBy}))`;
}
