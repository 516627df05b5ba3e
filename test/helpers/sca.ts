import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { SoftAuthenticator } from './passkey-authenticator.js';
import type { PlatformClient } from './service.js';

/** Strong Customer Authentication steps a test takes for an EU/EEA customer, through the API. */

const q = (customerId: string) => `?customerId=${encodeURIComponent(customerId)}`;

/** Opens the customer's SCA session with the sandbox SMS code. */
export async function smsLogin(platform: PlatformClient, customerId: string): Promise<void> {
  const started = await platform.request<{ challengeId: string }>(
    'POST',
    `/sca/login/start${q(customerId)}`,
    {
      body: { factor: 'SMS_OTP' },
    },
  );
  expect(started.status, started.text).toBe(200);
  const done = await platform.request('POST', `/sca/login/complete${q(customerId)}`, {
    body: {
      factor: 'SMS_OTP',
      challengeId: started.body.challengeId,
      code: '123456',
      endUserIpAddress: '203.0.113.7',
    },
  });
  expect(done.status, done.text).toBe(200);
}

/** Enrolls a passkey made on `origin` (RP ID localhost); returns its authenticator. */
export async function enrollPasskey(
  platform: PlatformClient,
  customerId: string,
  origin: string,
): Promise<SoftAuthenticator> {
  const started = await platform.request<{ options: { challenge: string } }>(
    'POST',
    `/sca/factors${q(customerId)}`,
    { body: { type: 'PASSKEY' } },
  );
  expect(started.status, started.text).toBe(200);
  const authenticator = new SoftAuthenticator(origin, 'localhost');
  const registration = authenticator.register(
    Buffer.from(started.body.options.challenge, 'base64url').toString('utf8'),
  );
  const confirmed = await platform.request('POST', `/sca/factors/confirm${q(customerId)}`, {
    body: {
      type: 'PASSKEY',
      origin,
      credential: {
        id: registration.credentialId,
        rawId: registration.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: registration.clientDataJson,
          attestationObject: registration.attestationObject,
        },
      },
    },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return authenticator;
}

/** Enrolls an authenticator app; returns the app: the code it shows at a time. */
export async function enrollTotp(
  platform: PlatformClient,
  customerId: string,
  now: () => Date,
): Promise<() => string> {
  const started = await platform.request<{ secretBase32Encoded: string }>(
    'POST',
    `/sca/factors${q(customerId)}`,
    { body: { type: 'TOTP' } },
  );
  expect(started.status, started.text).toBe(200);
  const app = new TOTP({ secret: Secret.fromBase32(started.body.secretBase32Encoded), period: 30 });
  const code = () => app.generate({ timestamp: now().getTime() });
  const confirmed = await platform.request('POST', `/sca/factors/confirm${q(customerId)}`, {
    body: { type: 'TOTP', secret: started.body.secretBase32Encoded, code: code() },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return code;
}
