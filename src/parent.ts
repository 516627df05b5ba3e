/**
 * A service started by another program over an IPC channel (`child_process.fork`, as the
 * package's `startSandbox` does; src/testing). Such a parent learns when the service serves
 * from a message instead of reading the banner or polling a port, and the service does not
 * outlive it: the channel closes when the parent's process ends, however it ends (SIGKILL of
 * a test runner included), and the service then stops as on SIGTERM.
 */

/** The message a parent receives once the service listens. */
export interface ReadyMessage {
  type: 'payments-service:ready';
  /** The API's base URL, with the port the system chose when PORT=0. */
  baseUrl: string;
}

export const READY_MESSAGE_TYPE: ReadyMessage['type'] = 'payments-service:ready';

/** Whether a parent started this process with an IPC channel. */
export const hasParentChannel = (): boolean => process.send !== undefined && process.connected;

/**
 * Calls `stop` once when the parent's channel closes. Output from then on goes nowhere: the
 * parent that read stdout and stderr through pipes is gone, and a write to a pipe nobody reads
 * fails (EPIPE), which must not end the process before its database is stopped.
 */
export function stopWhenParentGoes(stop: () => void): void {
  if (!hasParentChannel()) return;
  process.once('disconnect', () => {
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
    stop();
  });
}

/** Tells the parent, if any, that the service listens at `baseUrl`. */
export function announceReady(baseUrl: string): void {
  if (!hasParentChannel()) return;
  const message: ReadyMessage = { type: READY_MESSAGE_TYPE, baseUrl };
  process.send?.(message);
}
