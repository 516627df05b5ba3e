/**
 * Snapshots of the whole instance (decision 0036): each is a database of the same server, a
 * copy of the service's database made by PostgreSQL itself (`CREATE DATABASE ... TEMPLATE`,
 * block by block, no SQL), named `<database>__snapshot__<name>`. Restoring copies it back the
 * same way and renames the copy into the service's database's place. A template copy needs a
 * source nobody is connected to, so both are refused while a service (or anything else) is
 * connected to the database.
 */
import { join } from 'node:path';
import pg from 'pg';
import { onCluster, startEmbeddedPostgres } from './embedded.js';

/** A problem the user can fix, said in one line (exit status 1). */
export class SnapshotError extends Error {}

/** What `name` may be: lower-case letters, digits, `-` and `_`, starting with a letter or digit. */
export const SNAPSHOT_NAME = /^[a-z0-9][a-z0-9_-]*$/;
const SEPARATOR = '__snapshot__';
/** PostgreSQL cuts identifiers at 63 bytes. */
const MAX_IDENTIFIER = 63;

export interface Snapshot {
  name: string;
  /** Its size on disk, in bytes. */
  bytes: number;
  /** When it was saved (from the database's comment); undefined for one made by hand. */
  savedAt: Date | undefined;
}

/**
 * How PostgreSQL copies a database (15 and later). FILE_COPY copies the files and checkpoints
 * before and after; WAL_LOG (PostgreSQL's default) writes every block of the copy to the WAL.
 * bench/snapshots.ts measures both (docs/performance.md, "Snapshots").
 */
export type CopyStrategy = 'FILE_COPY' | 'WAL_LOG';

export class Snapshots {
  private constructor(
    private readonly admin: pg.Client,
    /** The service's database. */
    readonly database: string,
    private readonly strategy: CopyStrategy,
  ) {}

  /** On the server's maintenance database (`adminUrl`), for the snapshots of `database`. */
  static async open(
    adminUrl: string,
    database: string,
    strategy: CopyStrategy = 'WAL_LOG',
  ): Promise<Snapshots> {
    const admin = new pg.Client({
      connectionString: adminUrl,
      application_name: 'payments-service snapshot',
    });
    admin.on('error', () => {});
    await admin.connect();
    return new Snapshots(admin, database, strategy);
  }

  close(): Promise<void> {
    return this.admin.end();
  }

  /** The database that holds the snapshot `name`; refuses a name that is not one. */
  databaseOf(name: string): string {
    if (!SNAPSHOT_NAME.test(name)) {
      throw new SnapshotError(
        `${JSON.stringify(name)} is not a snapshot name: use lower-case letters, digits, - and _, starting with a letter or digit`,
      );
    }
    const database = `${this.database}${SEPARATOR}${name}`;
    const room = MAX_IDENTIFIER - Buffer.byteLength(`${this.database}${SEPARATOR}`);
    if (Buffer.byteLength(database) > MAX_IDENTIFIER) {
      throw new SnapshotError(`snapshot name ${name} is too long: at most ${room} characters here`);
    }
    return database;
  }

  async list(): Promise<Snapshot[]> {
    const prefix = `${this.database}${SEPARATOR}`;
    const found = await this.admin.query<{ datname: string; bytes: string; comment: string | null }>(
      `select datname, pg_database_size(oid)::text as bytes, shobj_description(oid, 'pg_database') as comment
       from pg_database where starts_with(datname, $1) order by datname`,
      [prefix],
    );
    return found.rows.map((row) => {
      const saved = /saved (\S+)$/.exec(row.comment ?? '')?.[1];
      return {
        name: row.datname.slice(prefix.length),
        bytes: Number(row.bytes),
        savedAt: saved === undefined ? undefined : new Date(saved),
      };
    });
  }

  /** Saves the service's database as `name`; an existing one is replaced only when asked. */
  async save(name: string, options: { replace?: boolean } = {}): Promise<Snapshot> {
    const target = this.databaseOf(name);
    const existing = await this.exists(target);
    if (existing && options.replace !== true) {
      throw new SnapshotError(`a snapshot named ${name} exists: delete it first, or save with --replace`);
    }
    if (!(await this.exists(this.database))) {
      throw new SnapshotError(`there is no database ${this.database} to save`);
    }
    await this.refuseWhileConnected(this.database, 'save');
    // Made under a name of its own, then put in the place of the old one in one transaction:
    // a copy that fails leaves the old snapshot as it was.
    const making = this.aside('saving', name);
    const old = this.aside('replaced', name);
    await this.dropDatabase(making);
    await this.dropDatabase(old);
    await this.copy(this.database, making, 'save');
    try {
      await this.admin.query(
        `comment on database ${this.id(making)} is ${this.admin.escapeLiteral(
          `payments-service snapshot of ${this.database}, saved ${new Date().toISOString()}`,
        )}`,
      );
      // A template that takes no connections: nothing can hold it open and block a restore.
      await this.admin.query(
        `alter database ${this.id(making)} with is_template true allow_connections false`,
      );
      await this.swap(making, target, existing ? old : undefined);
    } catch (err) {
      await this.dropDatabase(making);
      throw err;
    }
    // Dropping a database checkpoints: done once the new snapshot is in place.
    await this.dropDatabase(old);
    return (await this.list()).find((s) => s.name === name) as Snapshot;
  }

  /**
   * Puts the snapshot `name` in the place of the service's database. `restored` is called once
   * it is there (the database it replaced is dropped after).
   */
  async restore(name: string, restored?: () => void): Promise<Snapshot> {
    const source = this.databaseOf(name);
    const snapshot = (await this.list()).find((s) => s.name === name);
    if (snapshot === undefined) throw this.missing(name);
    await this.refuseWhileConnected(this.database, 'restore');
    const restoring = this.aside('restoring');
    const replaced = this.aside('replaced');
    await this.dropDatabase(restoring);
    await this.dropDatabase(replaced);
    await this.copy(source, restoring, 'restore');
    try {
      // Renaming a database with sessions fails (55006): a service that connected since the
      // check above keeps its database, and the copy goes.
      await this.swap(restoring, this.database, (await this.exists(this.database)) ? replaced : undefined);
    } catch (err) {
      await this.dropDatabase(restoring);
      if ((err as { code?: string }).code === '55006') throw this.connected(this.database, 'restore', 1);
      throw err;
    }
    restored?.();
    await this.dropDatabase(replaced);
    return snapshot;
  }

  /**
   * `from` takes the name `to`, and the database that had it (if any) the name `displaced`, in
   * one transaction: there is no moment without a database of that name, whatever happens.
   */
  private async swap(from: string, to: string, displaced: string | undefined): Promise<void> {
    await this.admin.query('begin');
    try {
      if (displaced !== undefined)
        await this.admin.query(`alter database ${this.id(to)} rename to ${this.id(displaced)}`);
      await this.admin.query(`alter database ${this.id(from)} rename to ${this.id(to)}`);
      await this.admin.query('commit');
    } catch (err) {
      await this.admin.query('rollback');
      throw err;
    }
  }

  /** A database kept aside while a snapshot is made or restored (never listed as a snapshot). */
  private aside(what: 'saving' | 'replaced' | 'restoring', name = ''): string {
    const database = `${this.database}__${what}__${name}`;
    if (Buffer.byteLength(database) > MAX_IDENTIFIER) {
      throw new SnapshotError(`snapshot name ${name} is too long for the database name ${this.database}`);
    }
    return database;
  }

  async delete(name: string): Promise<void> {
    const database = this.databaseOf(name);
    if (!(await this.exists(database))) throw this.missing(name);
    await this.dropDatabase(database);
  }

  private missing(name: string): SnapshotError {
    return new SnapshotError(
      `there is no snapshot named ${name} (payments-service snapshot list shows them)`,
    );
  }

  private id(name: string): string {
    return this.admin.escapeIdentifier(name);
  }

  private async exists(database: string): Promise<boolean> {
    const found = await this.admin.query('select 1 from pg_database where datname = $1', [database]);
    return found.rowCount === 1;
  }

  private async dropDatabase(database: string): Promise<void> {
    if (!(await this.exists(database))) return;
    await this.admin.query(`alter database ${this.id(database)} with is_template false`);
    await this.admin.query(`drop database ${this.id(database)}`);
  }

  private async copy(source: string, target: string, what: 'save' | 'restore'): Promise<void> {
    try {
      await this.admin.query(
        `create database ${this.id(target)} template ${this.id(source)} strategy = ${this.strategy}`,
      );
    } catch (err) {
      // 55006: "source database is being accessed by other users", a session that came since the check.
      if ((err as { code?: string }).code === '55006') throw this.connected(source, what, 1);
      throw err;
    }
  }

  /**
   * The service's connections are its pool, its presence lock and its change feed: while any
   * session is on the database, a copy of it cannot start (and one would be of a moving state).
   */
  private async refuseWhileConnected(database: string, what: 'save' | 'restore'): Promise<void> {
    const sessions = await this.admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    const count = sessions.rows[0]?.n ?? 0;
    if (count > 0) throw this.connected(database, what, count);
  }

  private connected(database: string, what: 'save' | 'restore', count: number): SnapshotError {
    return new SnapshotError(
      `cannot ${what} while the database ${database} is in use (${count} connection${count === 1 ? '' : 's'}, ` +
        'a running service?): stop the service, then run it again',
    );
  }
}

export interface SnapshotServer {
  snapshots: Snapshots;
  /** Closes the connection, then stops the embedded server if this opened it. */
  close(): Promise<void>;
}

/**
 * The snapshots of the service's database: on `databaseUrl`'s server, or on the embedded
 * server of `dataDir` (the one a running service runs, else started here and stopped by
 * `close`). Connects to the server's maintenance database only, never to the service's.
 */
export async function openSnapshots(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  log?: (line: string) => void;
}): Promise<SnapshotServer> {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    // libpq's default database is the user's name.
    const database =
      decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
    url.pathname = `/${database === 'postgres' ? 'template1' : 'postgres'}`;
    const snapshots = await Snapshots.open(url.toString(), database);
    return { snapshots, close: () => snapshots.close() };
  }
  if (!options.dataDir) throw new Error('openSnapshots needs a databaseUrl or a dataDir');
  const cluster = await startEmbeddedPostgres({
    dir: join(options.dataDir, 'postgres'),
    shareRunning: true,
    ...(options.log ? { log: options.log } : {}),
  });
  return onCluster(cluster, async () => {
    const database = decodeURIComponent(new URL(cluster.url).pathname.slice(1));
    const snapshots = await Snapshots.open(cluster.adminUrl, database);
    return { snapshots, close: () => snapshots.close() };
  });
}
