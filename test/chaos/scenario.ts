import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { checkBank, replayAcknowledged, resolveInDoubt, runBank, setUpBank, settle } from './bank.js';
import { client, Fleet } from './fleet.js';
import { checkOutbox } from './outbox.js';

const SECONDS = Number(process.env.CHAOS_SECONDS ?? 60);
const ACCOUNTS = 20;
const CLIENTS = 8;

/** Something done to the fleet or its database at a random moment of the run. */
export interface Fault {
  /** As the summary line says it: "kill(s)", "PostgreSQL restart(s)". */
  name: string;
  inject(fleet: Fleet, index: number): Promise<void>;
}

/** SIGKILL of a random server process, started again on the same database. */
export const killServer: Fault = {
  name: 'kill(s)',
  inject: (fleet) => fleet.killAndRestart(Math.floor(Math.random() * fleet.size)),
};

/**
 * The bank workload against `servers` processes for CHAOS_SECONDS, with `faults` faults at
 * random moments (by default SIGKILL and restart of a random server), then every invariant:
 * exactly-once acknowledgement, balances, replays of acknowledged requests, ledger, scheduled
 * steps and webhooks. Prints one summary line for docs/reliability.md.
 */
export async function bankScenario(
  name: string,
  servers: number,
  faults: number,
  fault: Fault = killServer,
): Promise<void> {
  const started = Date.now();
  const receiver = await startReceiver();
  const fleet = new Fleet(servers);
  await fleet.start();
  const api = client(fleet);
  try {
    const config = await api.request('PATCH', '/config', { body: { webhookEndpoint: receiver.url } });
    expect(config.status).toBe(200);
    receiver.setPublicKey(String(config.body.webhookSigningPublicKey));
    const holders = await setUpBank(api, ACCOUNTS);

    const begun = Date.now();
    const until = begun + SECONDS * 1000;
    let injected = 0;
    const injector = (async () => {
      for (let k = 0; k < faults; k++) {
        // One fault in each slice of the run, at a random moment of the slice.
        const slice = (SECONDS * 1000) / faults;
        await sleep(Math.max(0, begun + k * slice + Math.random() * slice * 0.8 - Date.now()));
        await fault.inject(fleet, k);
        injected++;
      }
    })();
    const work = await runBank(api, holders, CLIENTS, until);
    await injector;
    expect(injected).toBe(faults);
    const inDoubt = await resolveInDoubt(api, work);
    await settle(api);
    const bank = await checkBank(api, work);
    const replayed = await replayAcknowledged(api, work.sent.slice(-100));
    await fleet.stop();
    const outbox = await checkOutbox(fleet.env, receiver.received, {
      allowRedelivery: faults > 0,
      since: new Date(started),
    });
    const acknowledged = work.acknowledged.length;
    console.log(
      `CHAOS ${name}: ${servers} server(s), ${faults} ${fault.name}, ${SECONDS} s, ${work.requests} requests ` +
        `(${acknowledged} payments acknowledged, transport retries ${api.transportRetries()}, ` +
        `503 retries ${api.unavailableRetries()}, ${inDoubt} in doubt until the end), ` +
        `${bank.transactions} transactions (${bank.completed} completed, ${bank.failed} failed), fees ${bank.feesTotal}, ` +
        `balances ${bank.balanceTotal}, ${replayed} replays identical, ${outbox.events} events delivered ` +
        `(${outbox.redelivered} redelivered after a fault), ${outbox.jobs} scheduled steps (${outbox.jobRetries} retried after a fault), ` +
        `answers ${JSON.stringify(work.answers)}, ${Math.round((Date.now() - started) / 1000)} s in all`,
    );
  } finally {
    await fleet.stop();
    await receiver.close();
  }
}
