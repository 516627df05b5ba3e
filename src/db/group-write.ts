import { assert } from '../assert.js';

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Writes items in groups, the way a database's group commit does: the first item goes at
 * once, alone; items that arrive while a group is being written wait and go together in the
 * next group, as one statement and one commit. A quiet caller pays no delay, a busy one pays
 * one round trip and one WAL flush per group instead of per item.
 *
 * A failed group is written again one item at a time, so an item the database refuses fails
 * only its own caller, never the others that happened to share its group.
 */
export class GroupWriter<T> {
  private queue: Pending<T>[] = [];
  private writing = false;

  constructor(
    private readonly write: (items: readonly T[]) => Promise<void>,
    private readonly maxGroup = 256,
  ) {
    assert(Number.isSafeInteger(maxGroup) && maxGroup > 0, 'a group holds at least one item');
  }

  /** Resolves once `item` is written (committed, when `write` commits). */
  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, this.maxGroup);
        await this.writeGroup(group);
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeGroup(group: Pending<T>[]): Promise<void> {
    try {
      await this.write(group.map((p) => p.item));
      for (const p of group) p.resolve();
      return;
    } catch (err) {
      if (group.length === 1) {
        group[0]?.reject(err);
        return;
      }
    }
    for (const p of group) {
      try {
        await this.write([p.item]);
        p.resolve();
      } catch (err) {
        p.reject(err);
      }
    }
  }
}
