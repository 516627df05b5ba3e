import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { keyRing } from '../../src/modules/keys/index.js';
import { basic, cliDatabaseEnv, serve, type ServeProcess } from '../helpers/cli.js';
import { individual } from '../helpers/fixtures.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

/**
 * The real server at the chattiest log level, driven through authentication successes and
 * failures, token creation, webhook signing and errors; afterwards no secret appears
 * anywhere in what it wrote (stdout and stderr), in any encoding a log line could carry.
 */
const CLIENT_ID = 'logs-client-0001';
const CLIENT_SECRET = 'logs-bootstrap-secret-0123456789';
const WRONG_SECRET = 'logs-wrong-secret-9876543210';

const env: Record<string, string> = {
  ...cliDatabaseEnv(),
  LOG_LEVEL: 'trace',
  SERVICE_CLIENT_ID: CLIENT_ID,
  SERVICE_CLIENT_SECRET: CLIENT_SECRET,
  SANDBOX_DELAY_SCALE: '0.01',
};
let server: ServeProcess | undefined;
const receiver = await startReceiver();
afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop('SIGKILL');
  await receiver.close();
});

async function call(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  if (!server) throw new Error('no server');
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** The forms a secret could take in a log line. */
function encodings(secret: string): string[] {
  const forms = [secret, Buffer.from(secret).toString('base64'), encodeURIComponent(secret)];
  return forms.filter((f) => f.length >= 12);
}

describe('logs', () => {
  it('never contain credentials, token secrets or signing keys', async () => {
    server = await serve(env);
    const good = basic(CLIENT_ID, CLIENT_SECRET);
    const secrets: string[] = [CLIENT_SECRET, WRONG_SECRET, `${CLIENT_ID}:${CLIENT_SECRET}`];

    expect((await call('GET', '/config', good)).status).toBe(200);
    expect((await call('GET', '/config', basic(CLIENT_ID, WRONG_SECRET))).status).toBe(401);
    expect((await call('GET', '/config', { authorization: `Bearer ${WRONG_SECRET}` })).status).toBe(401);
    const token = await call('POST', '/tokens', good, { name: 'logged?', permissions: ['VIEW'] });
    expect(token.status).toBe(201);
    const tokenSecret = String(token.body.clientSecret);
    secrets.push(tokenSecret);
    expect((await call('GET', '/config', basic(String(token.body.clientId), tokenSecret))).status).toBe(200);
    // A request that fails validation, and one that is refused for its permission.
    expect((await call('POST', '/tokens', good, { name: 7 })).status).toBe(400);
    expect(
      (await call('POST', '/tokens', basic(String(token.body.clientId), tokenSecret), { name: 'x' })).status,
    ).toBe(403);
    // Webhook deliveries sign with the platform's private key.
    expect((await call('PATCH', '/config', good, { webhookEndpoint: receiver.url })).status).toBe(200);
    expect((await call('POST', '/sandbox/webhooks/test', good)).status).toBe(200);

    // A card reveal: neither the link's secret nor the card details it shows may be logged.
    const customer = await call('POST', '/customers', good, {
      customerType: 'INDIVIDUAL',
      platformCustomerId: 'logs-cardholder',
      fullName: 'Log Reader',
      birthDate: '1990-01-01',
      email: 'logs@example.test',
      address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
    });
    expect(customer.status).toBe(201);
    const accounts = await call(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(String(customer.body.id))}&type=EMBEDDED_WALLET`,
      good,
    );
    const wallet = (accounts.body.data as { id: string }[])[0]?.id;
    const card = await call('POST', '/cards', good, {
      cardholderId: customer.body.id,
      form: 'VIRTUAL',
      fundingSources: [wallet],
    });
    expect(card.status).toBe(201);
    const cardPath = `/cards/${encodeURIComponent(String(card.body.id))}`;
    for (let i = 0; i < 200 && (await call('GET', cardPath, good)).body.state !== 'ACTIVE'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const link = await call('POST', `${cardPath}/reveal`, good);
    expect(link.status).toBe(200);
    const revealToken = new URL(String(link.body.panEmbedUrl)).hash.slice(1);
    const shown = await fetch(`${new URL(server.baseUrl).origin}/cards/embed/open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: revealToken }),
    });
    const details = (await shown.json()) as { pan: string };
    expect(shown.status).toBe(200);
    secrets.push(revealToken, String(link.body.panEmbedUrl), details.pan);

    // An agent: its device code travels in URLs (status, redeem), its token in a header.
    const agent = await call('POST', '/agents', good, {
      name: 'Logged agent',
      customerId: customer.body.id,
      policy: {
        permissions: ['VIEW_TRANSACTIONS'],
        defaultExecutionMode: 'AUTO',
        spendingLimits: { currency: 'USD', perTransactionLimit: 100 },
      },
    });
    expect(agent.status).toBe(201);
    const deviceCode = String((agent.body.deviceCode as { code: string }).code);
    expect((await call('GET', `/agents/device-codes/${deviceCode}/status`, good)).status).toBe(200);
    const redeemed = await call('POST', `/agents/device-codes/${deviceCode}/redeem`, {});
    expect(redeemed.status).toBe(200);
    const accessToken = String(redeemed.body.accessToken);
    expect((await call('GET', '/agents/me', { authorization: `Bearer ${accessToken}` })).status).toBe(200);
    secrets.push(accessToken);

    // Every secret a URL path carries (SECRET_PATH_SEGMENTS of src/http/logging.ts), requested.
    const inPaths: { secret: string; logged: string }[] = [];
    const origin = new URL(server.baseUrl).origin;
    const customerPath = `/customers/${encodeURIComponent(String(customer.body.id))}`;
    const kyc = await call('POST', `${customerPath}/kyc-link`, good, {});
    expect(kyc.status).toBe(201);
    const kycUrl = new URL(String(kyc.body.kycUrl));
    expect((await fetch(kycUrl)).status).toBe(200);
    inPaths.push({ secret: kycUrl.pathname.slice('/kyc/'.length), logged: '/kyc/[REDACTED]' });

    const invitation = await call('POST', '/invitations', good, { inviterUma: customer.body.umaAddress });
    expect(invitation.status).toBe(201);
    const code = String(invitation.body.code);
    expect((await call('GET', `/invitations/${code}`, good)).status).toBe(200);
    const invitee = await call('POST', '/customers', good, {
      customerType: 'INDIVIDUAL',
      platformCustomerId: 'logs-invitee',
      fullName: 'Log Invitee',
      birthDate: '1990-01-01',
      address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
    });
    const claimed = await call('POST', `/invitations/${code}/claim`, good, {
      inviteeUma: invitee.body.umaAddress,
    });
    expect(claimed.status).toBeLessThan(500);
    inPaths.push({ secret: code, logged: `/invitations/[REDACTED]/claim` });
    const cancelled = await call('POST', '/invitations', good, { inviterUma: customer.body.umaAddress });
    const cancelCode = String(cancelled.body.code);
    expect((await call('POST', `/invitations/${cancelCode}/cancel`, good)).status).toBeLessThan(500);
    inPaths.push({ secret: cancelCode, logged: `/invitations/[REDACTED]/cancel` });

    const plaid = await call('POST', '/plaid/link-tokens', good, { customerId: customer.body.id });
    expect(plaid.status).toBe(200);
    const linkToken = String(plaid.body.linkToken);
    const linked = await call('POST', `/plaid/callback/${linkToken}`, good, {
      publicToken: 'public-sandbox-logs',
      accountId: 'logs-account',
    });
    expect(linked.status).toBe(202);
    inPaths.push({ secret: linkToken, logged: '/plaid/callback/[REDACTED]' });

    const european = await call(
      'POST',
      '/customers',
      good,
      individual({ platformCustomerId: 'logs-european', region: 'DE' }),
    );
    expect(european.status).toBe(201);
    const ownWallet = await call('POST', '/customers/external-accounts', good, {
      customerId: european.body.id,
      currency: 'USDC',
      ownershipType: 'FIRST_PARTY',
      accountInfo: { accountType: 'ETHEREUM_WALLET', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
    expect(ownWallet.status).toBe(201);
    const liveness = await call(
      'POST',
      `/customers/external-accounts/${encodeURIComponent(String(ownWallet.body.id))}/challenge`,
      good,
      { method: 'LIVENESS' },
    );
    expect(liveness.status).toBe(201);
    const livenessUrl = new URL(String(liveness.body.verificationLink));
    expect((await fetch(`${origin}${livenessUrl.pathname}`)).status).toBe(200);
    inPaths.push({ secret: livenessUrl.pathname.slice('/liveness/'.length), logged: '/liveness/[REDACTED]' });

    // Stopped first: a request's line is written once it is answered, after its client has read it.
    await server.stop('SIGTERM');
    const output = server.output();
    expect(output).toMatch(/"requestId"/); // the log level really was chatty

    const database = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
    );
    try {
      const keys = await database.db
        .selectFrom('webhook_signing_keys')
        .select(['platform_id', 'sealed_private_key'])
        .execute();
      expect(keys.length).toBeGreaterThan(0);
      const ring = await keyRing({ db: database.db, config: loadConfig(env), clock: systemClock });
      for (const key of keys) {
        const pem = new TextDecoder().decode(
          ring.open(key.sealed_private_key, `webhook-signing-key:${key.platform_id}`),
        );
        // The base64 body of the PEM, line by line: any line of it in a log would be a leak.
        const lines = pem.split('\n').filter((l) => l.length > 20 && !l.startsWith('-----'));
        secrets.push(...lines);
      }
    } finally {
      await database.close();
    }

    for (const secret of secrets) {
      for (const form of encodings(secret)) expect(output).not.toContain(form);
    }
    // The device code is shorter than the forms checked above: looked for as it is.
    expect(output).not.toContain(deviceCode);
    expect(output).toContain('/agents/device-codes/[REDACTED]/redeem');
    for (const { secret, logged } of inPaths) {
      expect(secret.length).toBeGreaterThanOrEqual(8);
      expect(output).not.toContain(secret);
      expect(output).toContain(logged);
    }
  });
});
