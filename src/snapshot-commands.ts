import { loadConfig } from './config.js';
import { type Command, UsageError, type Values } from './cli-args.js';
import { openSnapshots, type Snapshot, type SnapshotServer } from './db/snapshots.js';

/**
 * `payments-service snapshot save|restore|list|delete`: the whole instance kept as template
 * copies of its database (docs/snapshots.md, decision 0036), as commands of the command line.
 */

/** Progress of the embedded database (first start, recovery), on stderr. */
const progress = (line: string) => process.stderr.write(`${line}\n`);

/** The snapshots of the configured database (DATABASE_URL, else the embedded one of DATA_DIR). */
async function withSnapshots<T>(run: (server: SnapshotServer) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const server = await openSnapshots({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: progress,
  });
  try {
    return await run(server);
  } finally {
    await server.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const describeSnapshot = (s: Snapshot) =>
  `${s.name.padEnd(24)} ${megabytes(s.bytes).padStart(10)}  ${s.savedAt?.toISOString() ?? '(saved by hand)'}`;

function snapshotName(name: string | undefined, command: string): string {
  if (!name) throw new UsageError(`payments-service snapshot ${command} needs a NAME`);
  return name;
}

async function snapshotSave(name: string | undefined, values: Values): Promise<void> {
  const wanted = snapshotName(name, 'save');
  let started = 0; // the snapshot's own work, not the embedded server's start
  const saved = await withSnapshots(({ snapshots }) => {
    started = performance.now();
    return snapshots.save(wanted, { replace: values.replace === true });
  });
  process.stdout.write(
    `saved snapshot ${saved.name} (${megabytes(saved.bytes)}) in ${Math.round(performance.now() - started)} ms\n`,
  );
}

async function snapshotRestore(name: string | undefined): Promise<void> {
  const wanted = snapshotName(name, 'restore');
  const timing = { started: 0, back: 0 };
  const restored = await withSnapshots(({ snapshots }) => {
    timing.started = performance.now();
    return snapshots.restore(wanted, () => {
      timing.back = performance.now();
    });
  });
  process.stdout.write(
    `restored snapshot ${restored.name} (saved ${restored.savedAt?.toISOString() ?? 'by hand'}) in ` +
      `${Math.round(timing.back - timing.started)} ms; the database it replaced dropped in ` +
      `${Math.round(performance.now() - timing.back)} ms\n`,
  );
}

async function snapshotList(): Promise<void> {
  const list = await withSnapshots(({ snapshots }) => snapshots.list());
  process.stdout.write(list.length === 0 ? 'no snapshots\n' : `${list.map(describeSnapshot).join('\n')}\n`);
}

async function snapshotDelete(name: string | undefined): Promise<void> {
  const wanted = snapshotName(name, 'delete');
  await withSnapshots(({ snapshots }) => snapshots.delete(wanted));
  process.stdout.write(`deleted snapshot ${wanted}\n`);
}

const SNAPSHOT_DETAILS =
  'Snapshots are of the whole instance (every platform), kept as databases of the same PostgreSQL\n' +
  'server named <database>__snapshot__<NAME> (docs/snapshots.md). Save and restore are refused while\n' +
  'a service is connected to the database: stop it first.';

/** A `snapshot VERB` command; the ones that take the snapshot's NAME show it as `before-demo`. */
function snapshotCommand(
  verb: string,
  named: boolean,
  summary: string,
  run: Command['run'],
  options?: Command['options'],
): Command {
  return {
    words: ['snapshot', verb],
    summary,
    ...(named ? { positionals: ['NAME'] } : {}),
    ...(options === undefined ? {} : { options }),
    details: SNAPSHOT_DETAILS,
    examples: [`payments-service snapshot ${verb}${named ? ' before-demo' : ''}`],
    run,
  };
}

/** The snapshot commands, as the command line lists them. */
export const SNAPSHOT_COMMANDS: Command[] = [
  snapshotCommand(
    'save',
    true,
    'save the whole database as snapshot NAME (the service must be stopped)',
    (values, [name]) => snapshotSave(name, values),
    { replace: { description: 'replace a snapshot of that name' } },
  ),
  snapshotCommand(
    'restore',
    true,
    'put the database back as snapshot NAME saved it (the service must be stopped)',
    (_values, [name]) => snapshotRestore(name),
  ),
  snapshotCommand('list', false, 'list the snapshots: name, size, when saved', () => snapshotList()),
  snapshotCommand('delete', true, 'delete snapshot NAME', (_values, [name]) => snapshotDelete(name)),
];
