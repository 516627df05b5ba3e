import type { Revision } from '../../revisions/index.js';
import type { ServiceContext } from '../../context.js';
import { conflict } from '../../errors.js';
import { newUuid } from '../../ids.js';
import { createDefaultConfig } from '../config/index.js';
import { ensureSigningKey } from '../webhooks/index.js';
import { PERMISSIONS } from '../tokens/index.js';
import { ensureTokenCredentials, findTokenByClientId, insertNewToken } from '../tokens/index.js';
import * as store from './store.js';

export interface CreatedPlatform {
  platformId: string;
  clientId: string;
  clientSecret: string;
}

interface Credentials {
  clientId: string;
  clientSecret: string;
}

/**
 * A platform is a tenant: it is created together with its configuration and a first API
 * token holding every permission, in one transaction.
 */
export async function createPlatform(
  ctx: ServiceContext,
  input: {
    name: string;
    credentials?: Credentials | undefined;
    bootstrap?: boolean;
    /** The revision the platform is pinned to (docs/revisions.md); none: the server's default. */
    apiRevision?: Revision | undefined;
  },
): Promise<CreatedPlatform | undefined> {
  if (input.credentials && (await findTokenByClientId(ctx.db, input.credentials.clientId))) {
    throw conflict(`Client id ${input.credentials.clientId} is already in use`);
  }
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const platform = await store.insertPlatform(
      trx,
      { id: newUuid(), name: input.name, bootstrap: input.bootstrap ?? false },
      now,
    );
    if (!platform) return undefined;
    await createDefaultConfig(trx, now, { ...platform, apiRevision: input.apiRevision });
    await ensureSigningKey(ctx, trx, platform.id, now);
    const token = await insertNewToken(trx, now, platform.id, {
      name: 'Default token',
      permissions: PERMISSIONS,
      ...input.credentials,
    });
    return { platformId: platform.id, clientId: token.clientId, clientSecret: token.clientSecret };
  });
}

export type BootstrapResult =
  | { kind: 'generated'; platformId: string; clientId: string; clientSecret: string }
  | { kind: 'configured'; platformId: string; clientId: string }
  | { kind: 'existing'; platformId: string };

/**
 * At start: SERVICE_CLIENT_ID/SERVICE_CLIENT_SECRET, when set, must authenticate with every
 * permission (an existing token is re-keyed, otherwise one is added to the bootstrap
 * platform, which is created if needed). When they are not set and no bootstrap platform
 * exists, one is created with generated credentials, which the caller prints once.
 */
export async function ensureBootstrapPlatform(ctx: ServiceContext): Promise<BootstrapResult> {
  const credentials = ctx.config.bootstrapCredentials;
  const now = ctx.clock.now();
  if (credentials) {
    const existing = await findTokenByClientId(ctx.db, credentials.clientId);
    if (existing) {
      await ensureTokenCredentials(ctx.db, now, existing, credentials.clientSecret);
      return { kind: 'configured', platformId: existing.platform_id, clientId: credentials.clientId };
    }
  }
  const bootstrap = await findBootstrapPlatform(ctx);
  if (bootstrap && credentials) {
    await insertNewToken(ctx.db, now, bootstrap.id, {
      name: 'Start-up credentials',
      permissions: PERMISSIONS,
      ...credentials,
    });
    return { kind: 'configured', platformId: bootstrap.id, clientId: credentials.clientId };
  }
  if (bootstrap) return { kind: 'existing', platformId: bootstrap.id };

  const created = await createPlatform(ctx, { name: 'Sandbox platform', credentials, bootstrap: true });
  // Another process created the bootstrap platform first: take part in its outcome instead.
  if (!created) return ensureBootstrapPlatform(ctx);
  return credentials
    ? { kind: 'configured', platformId: created.platformId, clientId: created.clientId }
    : { kind: 'generated', ...created };
}

async function findBootstrapPlatform(ctx: ServiceContext) {
  return store.findBootstrapPlatform(ctx.db);
}
