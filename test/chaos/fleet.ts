import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { basic, cliDatabaseEnv, serve, type ServeProcess, sharedDatabaseEnv } from '../helpers/cli.js';

export const CREDENTIALS = { clientId: 'chaos-client-0001', clientSecret: 'chaos-secret-0123456789' };

/**
 * Server processes of one database, started with `serve` like a user would, sharing the
 * start-up credentials (so every process serves the same platform). Requests go round-robin;
 * a process can be SIGKILLed and started again on the same database.
 */
export class Fleet {
  private readonly servers: (ServeProcess | undefined)[];
  private next = 0;
  kills = 0;
  readonly env: Record<string, string>;

  constructor(size: number, env: Record<string, string> = {}) {
    this.servers = Array.from({ length: size }, () => undefined);
    this.env = {
      // One process: its own DATA_DIR (the embedded default, orphaned and recovered on a
      // SIGKILL); several: the run's shared database.
      ...(size === 1 ? cliDatabaseEnv() : sharedDatabaseEnv()),
      SERVICE_CLIENT_ID: CREDENTIALS.clientId,
      SERVICE_CLIENT_SECRET: CREDENTIALS.clientSecret,
      // Sandbox delays of 30 s become 1.5 s: outcomes settle within the test.
      SANDBOX_DELAY_SCALE: '0.05',
      ...env,
    };
  }

  get size(): number {
    return this.servers.length;
  }

  async start(): Promise<void> {
    for (let i = 0; i < this.servers.length; i++) this.servers[i] = await serve(this.env);
  }

  /**
   * A live server's base URL, round-robin; waits while every server is down (being restarted).
   * A server that exited by itself fails the run: waiting for it would wait forever.
   */
  async baseUrl(): Promise<string> {
    for (;;) {
      const exited = this.servers.find(
        (s) => s && (s.child.exitCode !== null || s.child.signalCode !== null),
      );
      if (exited) {
        throw new Error(
          `a server exited by itself (code ${exited.child.exitCode}, signal ${exited.child.signalCode})`,
        );
      }
      for (let tried = 0; tried < this.servers.length; tried++) {
        const server = this.servers[this.next++ % this.servers.length];
        if (server && server.child.exitCode === null && server.child.signalCode === null)
          return server.baseUrl;
      }
      await sleep(50);
    }
  }

  /** SIGKILL (no shutdown, nothing flushed), then the same server again on the same database. */
  async killAndRestart(index: number, downMs = 300): Promise<void> {
    const server = this.servers[index];
    this.servers[index] = undefined;
    await server?.stop('SIGKILL');
    this.kills++;
    await sleep(downMs);
    this.servers[index] = await serve(this.env);
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.servers.map(async (server, i) => {
        this.servers[i] = undefined;
        if (server && server.child.exitCode === null) await server.stop('SIGTERM');
      }),
    );
  }
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * A client that never gives up on a request: a transport failure (the server was killed)
 * or a 409 "still in progress" (the key's first attempt died with its process and is not yet
 * abandoned) is retried with the same Idempotency-Key and body until an HTTP answer comes.
 */
export function client(fleet: Fleet) {
  const authorization = basic(CREDENTIALS.clientId, CREDENTIALS.clientSecret);
  let transportRetries = 0;
  let unavailableRetries = 0;
  async function request(
    method: string,
    path: string,
    options: {
      body?: unknown;
      key?: string;
      /** Return a 409 "still in progress" instead of waiting. */ inDoubt?: boolean;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...authorization };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.key !== undefined) headers['idempotency-key'] = options.key;
    for (;;) {
      let response: Response;
      const baseUrl = await fleet.baseUrl();
      try {
        response = await fetch(`${baseUrl}${path}`, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        });
      } catch {
        transportRetries++;
        await sleep(100);
        continue;
      }
      const text = await response.text();
      const body = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
      if (
        response.status === 409 &&
        options.key !== undefined &&
        /still in progress/.test(String(body.message))
      ) {
        await sleep(1000);
        continue;
      }
      // 503: the database is away (or a process is shutting down); retried with the same key.
      // It must say so in the error shape, with Retry-After: never a bare 503.
      if (response.status === 503) {
        expect(body, text).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        unavailableRetries++;
        await sleep(100);
        continue;
      }
      if (response.status >= 500) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return { status: response.status, body, headers: response.headers };
    }
  }
  return { request, transportRetries: () => transportRetries, unavailableRetries: () => unavailableRetries };
}
export type Client = ReturnType<typeof client>;
