import { expect } from 'vitest';
import { individual } from './fixtures.js';
import type { PlatformClient } from './service.js';
import {
  type ClientKey,
  encryptOtp,
  newClientKey,
  openSessionKey,
  readBundle,
  stamp,
} from '../../packages/client/src/index.js';

/** The embedded-wallet steps the wallet tests share, as a platform's app takes them. */

export interface Account {
  id: string;
  type: string;
  customerId?: string;
  privateEnabled?: boolean;
  balance: { currency: { code: string } };
}
export interface Challenge {
  payloadToSign: string;
  requestId: string;
  expiresAt: string;
  type?: string;
}
export interface AuthMethod {
  id: string;
  accountId: string;
  type: string;
  nickname: string;
  otpEncryptionTargetBundle?: string;
}
export interface Session extends AuthMethod {
  expiresAt: string;
  encryptedSessionSigningKey?: string;
}

export function walletFlows(platform: PlatformClient) {
  async function newWallet(
    overrides: Record<string, unknown> = {},
  ): Promise<{ customerId: string; wallet: Account }> {
    const created = await platform.request('POST', '/customers', {
      body: individual({ platformCustomerId: `w-${Math.random().toString(36).slice(2)}`, ...overrides }),
    });
    expect(created.status, created.text).toBe(201);
    const customerId = created.body.id as string;
    const list = await platform.request<{ data: Account[] }>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&type=EMBEDDED_WALLET`,
    );
    expect(list.body.data).toHaveLength(1);
    return { customerId, wallet: list.body.data[0] as Account };
  }

  /** First call, then the same request stamped by `key`. */
  async function signed<T>(
    method: string,
    path: string,
    body: unknown,
    key: ClientKey,
  ): Promise<{ challenge: Challenge; status: number; body: T; text: string }> {
    const first = await platform.request<Challenge>(method, path, body === undefined ? {} : { body });
    expect(first.status, first.text).toBe(202);
    const retry = await platform.request<T>(method, path, {
      ...(body === undefined ? {} : { body }),
      headers: {
        'Service-Wallet-Signature': stamp(key, first.body.payloadToSign),
        'Request-Id': first.body.requestId,
      },
    });
    return { challenge: first.body, status: retry.status, body: retry.body, text: retry.text };
  }

  /** Registers an EMAIL_OTP credential (the bootstrap) and opens a session with a fresh key. */
  async function login(wallet: Account, form: 'compressed' | 'uncompressed' = 'compressed') {
    const created = await platform.request<AuthMethod>('POST', '/auth/credentials', {
      body: { type: 'EMAIL_OTP', accountId: wallet.id },
    });
    expect(created.status, created.text).toBe(201);
    return { credential: created.body, ...(await verifyOtp(created.body, form)) };
  }

  async function verifyOtp(credential: AuthMethod, form: 'compressed' | 'uncompressed', code = '000000') {
    const target = readBundle(credential.otpEncryptionTargetBundle as string).targetPublic as string;
    const client = newClientKey();
    const body = {
      type: credential.type,
      encryptedOtpBundle: await encryptOtp(
        target,
        code,
        form === 'compressed' ? client.compressed : client.uncompressed,
      ),
    };
    const verified = await signed<Session>('POST', `/auth/credentials/${credential.id}/verify`, body, client);
    expect(verified.status, verified.text).toBe(200);
    const key = verified.body.encryptedSessionSigningKey
      ? await openSessionKey(verified.body.encryptedSessionSigningKey, client)
      : client;
    return { session: verified.body, key, client };
  }

  return { newWallet, signed, login, verifyOtp };
}

export type WalletFlows = ReturnType<typeof walletFlows>;
