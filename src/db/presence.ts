import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type pg from 'pg';
import { KeptSession } from './session.js';

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

export interface PresenceOptions {
  /** A new connection to the service's database, outside its pool. */
  connect: () => Promise<pg.Client>;
  /** Told when the presence connection is lost and when it is back. */
  log?: (message: string, err?: unknown) => void;
}

export class Presence {
  private current = 0;
  private session: KeptSession | undefined;

  private constructor() {}

  /** Takes a number and its lock; the service should not serve before this resolves. */
  static async start(options: PresenceOptions): Promise<Presence> {
    const presence = new Presence();
    presence.session = await KeptSession.open({
      name: 'database presence',
      connect: options.connect,
      // A new connection takes a new number: see `id`.
      setUp: async (client) => {
        const id = await nextNumber(client);
        // Waits while another process's claim probes this number (pg_try_advisory_xact_lock
        // below holds it to the end of its statement): a momentary wait, never a refusal.
        await client.query('select pg_advisory_lock($1, $2)', [LOCK_CLASS, id]);
        presence.current = id;
      },
      ...(options.log ? { log: options.log } : {}),
    });
    return presence;
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
    return this.session?.up ?? false;
  }

  async stop(): Promise<void> {
    await this.session?.stop();
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

/** The columns of a leased queue's row (a job, an event) that decide whether a claim may take it. */
export interface LeasedRow {
  state: Expression<string>;
  dueAt: Expression<Date | null>;
  lockedUntil: Expression<Date | null>;
  lockedBy: Expression<number | null>;
}

/**
 * A row a claim may take at `now`: waiting and due, or taken by a process whose lease ran out
 * or that is gone. The states are literals, so that a claim's generic plan can use the
 * queue's partial index on them.
 */
export function claimableAt(
  row: LeasedRow,
  states: { waiting: string; taken: string },
  now: Date,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`((${row.state} = ${sql.lit(states.waiting)} and ${row.dueAt} <= ${now}) or (${row.state} = ${sql.lit(states.taken)} and (${row.lockedUntil} < ${now} or ${holderGone(row.lockedBy)})))`;
}
