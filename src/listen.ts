import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * `payments-service listen --forward-to URL`, like `stripe listen`: follows a running
 * service's event stream for one platform (GET /sandbox/webhooks/stream, with the platform's
 * credentials) and POSTs each event to a local URL exactly as the service delivers webhooks
 * (the same body, signed with the platform's key), printing one line per delivery. Reconnects
 * with `Last-Event-ID` when the stream drops, so nothing in between is lost.
 */

/** The service could not be followed: unreachable, or it refused (its answer is in the message). */
export class ListenError extends Error {}

export interface ListenOptions {
  /** The API base, e.g. http://127.0.0.1:8080/2025-10-13. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  forwardTo: string;
  /** Where each line goes (stdout by default). */
  print?: (line: string) => void;
  /** Milliseconds before reconnecting after the stream drops. */
  reconnectMs?: number;
}

export interface Forwarded {
  id: string;
  type: string;
  status: number | undefined;
  latencyMs: number;
  error?: string;
}

interface StreamMessage {
  id: string;
  type: string;
  body: string;
  signature: string;
}

const RECENT_IDS = 10_000;

export class Listener {
  private readonly abort = new AbortController();
  private lastEventId: string | undefined;
  private readonly print: (line: string) => void;
  /** Every delivery made, in order (the tests read it). */
  readonly forwarded: Forwarded[] = [];
  /**
   * Ids of the events forwarded lately: a resumed stream may send the last few again (it is
   * at-least-once, docs/webhooks.md), and each event is forwarded once.
   */
  private readonly recent = new Set<string>();
  /** Resolves once the stream is open the first time. */
  readonly ready: Promise<void>;
  private markReady!: () => void;
  private failReady!: (err: Error) => void;

  constructor(private readonly options: ListenOptions) {
    this.print = options.print ?? ((line) => process.stdout.write(`${line}\n`));
    this.ready = new Promise((resolve, reject) => {
      this.markReady = resolve;
      this.failReady = reject;
    });
    // A refused first connection is reported by run(); nobody need wait on `ready` for it.
    this.ready.catch(() => undefined);
  }

  /** Follows the stream until stop(); rejects only when the first connection is refused. */
  async run(): Promise<void> {
    let connected = false;
    while (!this.abort.signal.aborted) {
      try {
        await this.follow(() => {
          if (!connected) {
            connected = true;
            this.markReady();
          }
        });
      } catch (err) {
        if (this.abort.signal.aborted) return;
        if (!connected) {
          this.failReady(err as Error);
          throw err;
        }
        this.print(`stream dropped (${(err as Error).message}); reconnecting`);
      }
      if (!this.abort.signal.aborted) await sleep(this.options.reconnectMs ?? 1000, this.abort.signal);
    }
  }

  stop(): void {
    this.abort.abort();
  }

  private async follow(opened: () => void): Promise<void> {
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/sandbox/webhooks/stream`;
    const credentials = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'text/event-stream',
          authorization: `Basic ${credentials}`,
          ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}),
        },
        signal: this.abort.signal,
      });
    } catch (err) {
      const cause = (err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message;
      throw new ListenError(`cannot reach ${url}: ${cause}`);
    }
    if (response.status !== 200 || !response.body) {
      const text = await response.text().catch(() => '');
      throw new ListenError(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    opened();
    this.print(
      `Ready: forwarding this platform's events from ${this.options.baseUrl} to ${this.options.forwardTo}`,
    );
    // Deliveries go one after the other, in the stream's order, as the deliverer keeps a
    // resource's events in order.
    let queue = Promise.resolve();
    const parser = createParser({
      onEvent: (message: EventSourceMessage) => {
        if (message.event !== 'webhook') return;
        const event = JSON.parse(message.data) as StreamMessage;
        if (this.recent.has(event.id)) return;
        this.recent.add(event.id);
        // The stream re-sends at most its look-back window: a few thousand ids are plenty.
        if (this.recent.size > RECENT_IDS) this.recent.delete(this.recent.values().next().value as string);
        queue = queue.then(() => this.forward(event));
      },
    });
    const decoder = new TextDecoder();
    for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
    await queue;
    throw new Error('the service closed the stream');
  }

  private async forward(event: StreamMessage): Promise<void> {
    const started = performance.now();
    const result: Forwarded = { id: event.id, type: event.type, status: undefined, latencyMs: 0 };
    try {
      const response = await fetch(this.options.forwardTo, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-service-signature': event.signature,
          'x-grid-signature': event.signature,
          'user-agent': 'payments-service-listen',
        },
        body: event.body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      result.status = response.status;
    } catch (err) {
      result.error = (err as Error).message;
    }
    result.latencyMs = Math.round(performance.now() - started);
    this.lastEventId = event.id;
    this.forwarded.push(result);
    this.print(
      `${new Date().toISOString()}  ${event.type.padEnd(40)} ${event.id}  ` +
        (result.status !== undefined ? `[${result.status}]` : `[failed: ${result.error ?? ''}]`) +
        `  ${result.latencyMs} ms`,
    );
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
