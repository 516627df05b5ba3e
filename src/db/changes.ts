import type pg from 'pg';
import { KeptSession } from './session.js';

/**
 * The channel changes are announced on (per database): `<topic>:<key>`, by the triggers of
 * migration 0011 on every update or delete of a row a process may keep a copy of, delivered
 * when the change commits and never when it rolls back.
 */
const CHANGES_CHANNEL = 'payments_service_changes';

/** Copies kept per topic at most (tokens, platform configurations, test clocks). */
const MAX_ENTRIES = 10_000;

/** What a cache holds copies of: a change to one of them is announced to every process. */
export type ChangeTopic = 'token' | 'config' | 'clock';

/**
 * Copies of rows held in memory, per process, dropped when any process announces a change of
 * them (migration 0011's triggers) through PostgreSQL LISTEN/NOTIFY on a connection of its own.
 *
 * A notification is lost only with that connection: while it is down, and until it is back and
 * listening again, nothing is served from memory and every copy is dropped, so a change made
 * meanwhile is read from the database. A copy is also kept at most `maxAgeMs`, the bound of
 * staleness should anything else go wrong. A read that raced with a change (it read the row
 * before the change committed, and the announcement arrived before it finished) keeps nothing.
 */
export class ChangeFeed {
  private readonly caches = new Map<ChangeTopic, Map<string, { value: unknown; at: number }>>();
  /** Bumped by every drop: a read that started before one must not store what it read. */
  private generation = 0;
  private session: KeptSession | undefined;
  private listening = false;

  private constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number,
  ) {}

  static async start(options: {
    connect: () => Promise<pg.Client>;
    maxAgeMs?: number;
    log?: (message: string, err?: unknown) => void;
    now?: () => number;
  }): Promise<ChangeFeed> {
    const feed = new ChangeFeed(options.maxAgeMs ?? 60_000, options.now ?? Date.now);
    feed.session = await KeptSession.open({
      name: 'change feed',
      connect: options.connect,
      setUp: async (client) => {
        client.on('notification', (message) => {
          if (message.channel === CHANGES_CHANNEL) feed.changed(message.payload ?? '');
        });
        await client.query(`listen ${CHANGES_CHANNEL}`);
      },
      onLost: () => {
        feed.listening = false;
        feed.dropAll();
      },
      onBack: () => {
        // What changed while nobody listened is unknown: start from nothing.
        feed.dropAll();
        feed.listening = true;
      },
      ...(options.log ? { log: options.log } : {}),
    });
    feed.listening = true;
    return feed;
  }

  /** The copy of `topic`/`key` if it is fresh, else `load()` (kept when nothing changed meanwhile). */
  async read<T>(topic: ChangeTopic, key: string, load: () => Promise<T>): Promise<T> {
    const cache = this.cacheOf(topic);
    const kept = cache.get(key);
    if (this.listening && kept && this.now() - kept.at < this.maxAgeMs) return kept.value as T;
    const started = this.generation;
    const value = await load();
    if (this.listening && started === this.generation && value !== undefined) {
      // Bounded: a cache that outgrows this starts again (one read each to refill).
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, { value, at: this.now() });
    }
    return value;
  }

  /** The copy of `topic`/`key` if one is fresh, without reading anything (hot paths skip a promise). */
  peek<T>(topic: ChangeTopic, key: string): T | undefined {
    const kept = this.caches.get(topic)?.get(key);
    return this.listening && kept && this.now() - kept.at < this.maxAgeMs ? (kept.value as T) : undefined;
  }

  /** Drops a copy now, in this process (the announcement drops it everywhere on commit). */
  drop(topic: ChangeTopic, key: string): void {
    this.generation += 1;
    this.cacheOf(topic).delete(key);
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.dropAll();
    await this.session?.stop();
  }

  private changed(payload: string): void {
    const colon = payload.indexOf(':');
    const topic = payload.slice(0, colon);
    if (colon <= 0 || !this.caches.has(topic as ChangeTopic)) {
      // Not a topic this process caches yet: nothing to drop, but a read in flight may be.
      this.generation += 1;
      return;
    }
    this.drop(topic as ChangeTopic, payload.slice(colon + 1));
  }

  private dropAll(): void {
    this.generation += 1;
    this.caches.clear();
  }

  private cacheOf(topic: ChangeTopic): Map<string, { value: unknown; at: number }> {
    let cache = this.caches.get(topic);
    if (!cache) {
      cache = new Map();
      this.caches.set(topic, cache);
    }
    return cache;
  }
}
