import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';

/**
 * Tokens and platform configurations are kept in each process's memory (src/db/changes.ts).
 * Three services share one database, as behind a load balancer: a change made through one is
 * what the other two answer with within a second, whatever they had read before.
 */
let services: TestService[];
let platform: PlatformClient;

beforeAll(async () => {
  const first = await startTestService();
  services = [
    first,
    await startTestService({ shareDatabaseOf: first }),
    await startTestService({ shareDatabaseOf: first }),
  ];
  platform = await first.newPlatform('Change feed');
});
afterAll(async () => {
  for (const service of [...services].reverse()) await service.close();
});

const as = (credentials: { clientId: string; clientSecret: string }) => ({ auth: credentials });

/** Every service, each asked for `path` with `credentials` (so each keeps its copies). */
const everywhere = (path: string, credentials: { clientId: string; clientSecret: string }) =>
  Promise.all(services.map((service) => service.request('GET', path, as(credentials))));

/** How long until every service answers `path` as `done` says, in ms (fails after 1 s). */
async function untilEverywhere(
  path: string,
  credentials: { clientId: string; clientSecret: string },
  done: (status: number, body: Record<string, unknown>) => boolean,
): Promise<number> {
  const started = Date.now();
  await waitFor(
    `every service to see the change at ${path}`,
    async () => (await everywhere(path, credentials)).every((r) => done(r.status, r.body)),
    { timeoutMs: 1_000, intervalMs: 10 },
  );
  return Date.now() - started;
}

describe('copies kept in memory, in three processes', () => {
  it('answer without reading the database: a change nobody announces is not seen', async () => {
    const db = services[0]?.ctx.db as TestService['ctx']['db'];
    const before = await everywhere('/config', platform);
    const domain = before[0]?.body.umaDomain;
    await sql`alter table platform_configs disable trigger platform_configs_announce`.execute(db);
    try {
      await sql`update platform_configs set uma_domain = 'unannounced.example.test' where platform_id = ${platform.platformId}`.execute(
        db,
      );
      const after = await everywhere('/config', platform);
      expect(after.map((r) => r.body.umaDomain)).toEqual([domain, domain, domain]);
      await sql`update platform_configs set uma_domain = ${String(domain)} where platform_id = ${platform.platformId}`.execute(
        db,
      );
    } finally {
      await sql`alter table platform_configs enable trigger platform_configs_announce`.execute(db);
    }
  });

  it('a changed configuration is what every process answers within a second', async () => {
    const before = await everywhere('/config', platform);
    expect(before.map((r) => r.status)).toEqual([200, 200, 200]);
    const umaDomain = `changed-${Date.now()}.example.test`;
    const patched = await services[0]?.request('PATCH', '/config', { ...as(platform), body: { umaDomain } });
    expect(patched?.status, patched?.text).toBe(200);
    // The process that made the change answers with it at once.
    expect((await services[0]?.request('GET', '/config', as(platform)))?.body.umaDomain).toBe(umaDomain);
    const took = await untilEverywhere('/config', platform, (_s, body) => body.umaDomain === umaDomain);
    expect(took).toBeLessThan(1_000);
  });

  it('a deleted token stops working in every process within a second', async () => {
    const created = await platform.request<{ id: string; clientId: string; clientSecret: string }>(
      'POST',
      '/tokens',
      { body: { name: 'short-lived', permissions: ['VIEW'] } },
    );
    expect(created.status, created.text).toBe(201);
    const token = created.body;
    expect((await everywhere('/config', token)).map((r) => r.status)).toEqual([200, 200, 200]);
    const deleted = await services[1]?.request('DELETE', `/tokens/${token.id}`, as(platform));
    expect(deleted?.status).toBe(204);
    expect((await services[1]?.request('GET', '/config', as(token)))?.status).toBe(401);
    const took = await untilEverywhere('/config', token, (status) => status === 401);
    expect(took).toBeLessThan(1_000);
  });

  it('a change made by hand in SQL is seen too: the database announces every write', async () => {
    expect((await everywhere('/config', platform)).map((r) => r.status)).toEqual([200, 200, 200]);
    await sql`update platform_configs set travel_rule_enabled = not travel_rule_enabled where platform_id = ${platform.platformId}`.execute(
      services[0]?.ctx.db as NonNullable<TestService['ctx']['db']>,
    );
    const expected = (
      await services[0]?.ctx.db
        .selectFrom('platform_configs')
        .select('travel_rule_enabled')
        .where('platform_id', '=', platform.platformId)
        .executeTakeFirstOrThrow()
    )?.travel_rule_enabled;
    const took = await untilEverywhere(
      '/config',
      platform,
      (_s, body) => body.travelRuleEnabled === expected,
    );
    expect(took).toBeLessThan(1_000);
  });

  it('while the feed is cut off, nothing is served from memory; once back, it keeps copies again', async () => {
    const service = services[2] as TestService;
    expect((await service.request('GET', '/config', as(platform))).status).toBe(200);
    // Cut every listening connection of the shared database: the feeds reconnect by themselves.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`.execute(
      service.ctx.db,
    );
    const umaDomain = `while-away-${Date.now()}.example.test`;
    await sql`update platform_configs set uma_domain = ${umaDomain} where platform_id = ${platform.platformId}`.execute(
      service.ctx.db,
    );
    // Announced while nobody listened: still answered right, because nothing was kept.
    await untilEverywhere('/config', platform, (_s, body) => body.umaDomain === umaDomain);
    await waitFor('the feeds to listen again', async () => {
      const rows = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and query ilike 'listen%'`.execute(service.ctx.db);
      return (rows.rows[0]?.n ?? 0) >= services.length;
    });
    const again = `back-${Date.now()}.example.test`;
    await services[0]?.request('PATCH', '/config', { ...as(platform), body: { umaDomain: again } });
    expect(await untilEverywhere('/config', platform, (_s, body) => body.umaDomain === again)).toBeLessThan(
      1_000,
    );
  });
});
