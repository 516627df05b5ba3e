import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import { hpkeSeal, parseP256PublicKey, signedBundle, toHex } from '../../crypto/wallet-keys.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import { invalidField } from '../../errors.js';
import { recordEvent } from '../../events/record.js';
import { formatId, newUuid } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import type {
  ExportBody,
  InternalAccountExportProcessing,
  InternalAccountExportResponse,
  WalletOperation,
} from './schemas.js';
import { walletMnemonic } from './secrets.js';
import { enclaveKeyOf } from './credential-plans.js';
import { type WalletRequest, walletOf } from './service.js';
import { walletCall, type Signed, signedRetry } from './signed-requests.js';
import * as store from './store.js';

/** The job that settles an export at the wallet provider. */
export const EXPORT_SETTLE_JOB = 'wallets.export-settle';
export const WALLET_OPERATION_COMPLETED = 'wallet_operation.completed';

type ExportAnswer = InternalAccountExportResponse | InternalAccountExportProcessing;

export function toWalletOperation(row: store.OperationRow): WalletOperation {
  return {
    id: formatId('WalletOperation', row.id),
    type: row.type,
    accountId: formatId('InternalAccount', row.account_id),
    requestId: formatId('Request', row.request_id),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    ...(row.completed_at ? { completedAt: row.completed_at.toISOString() } : {}),
  };
}

const keyUsedBefore = () =>
  invalidField(
    'clientPublicKey',
    'was used for an earlier export of this wallet: generate a fresh key for each export (spec 5.6)',
  );

/**
 * POST /internal-accounts/{id}/export (spec 4.5): a signed retry bound to the client's fresh
 * uncompressed key. The first signed attempt starts the export at the wallet provider; until
 * it settles, attempts answer 200 PROCESSING and leave the request usable; once settled, the
 * identical attempt gets the recovery phrase sealed to the key, and only that attempt uses the
 * request up. The phrase is sealed anew for each answer and never stored unsealed.
 */
export async function exportWallet(
  ctx: ServiceContext,
  platformId: string,
  accountId: string,
  body: ExportBody,
  request: WalletRequest,
): Promise<Signed<ExportAnswer>> {
  const wallet = await walletOf(ctx.db, platformId, accountId, 'id');
  const key = parseP256PublicKey(body.clientPublicKey);
  if (!key || key.form !== 'uncompressed') {
    throw invalidField(
      'clientPublicKey',
      'must be a fresh P-256 public key in uncompressed form (130 hex characters starting 04): exports always use it',
    );
  }
  const clientPublicKey = key.key.uncompressed;
  const signedAttempt = request.headers.signature !== undefined || request.headers.requestId !== undefined;
  if (!signedAttempt && (await store.exportToKey(ctx.db, wallet, clientPublicKey))) throw keyUsedBefore();

  let queued = false;
  const outcome = await signedRetry(
    ctx,
    walletCall(platformId, wallet.id, 'EXPORT_WALLET', request, body, { bound: { clientPublicKey } }),
    async (tctx, trx, signed): Promise<ExportAnswer> => {
      const now = tctx.clock.now();
      let operation = await store.operationOfRequest(trx, platformId, signed.id);
      if (!operation) {
        if (await store.exportToKey(trx, wallet, clientPublicKey, signed.id)) throw keyUsedBefore();
        const settlement = tctx.world.walletProvider.exportSettlement();
        const delayMs =
          settlement.outcome === 'SETTLED' ? 0 : settlement.delayMs * tctx.config.sandboxDelayScale;
        // No delay (production, or SANDBOX_DELAY_SCALE=0): this attempt has the credentials.
        const settled = delayMs <= 0;
        const settlesAt = new Date(now.getTime() + delayMs);
        operation = await store.insertOperation(trx, {
          id: newUuid(),
          platform_id: platformId,
          account_id: wallet.id,
          request_id: signed.id,
          type: 'EXPORT',
          status: settled ? 'COMPLETED' : 'PROCESSING',
          client_public_key: clientPublicKey,
          settles_at: settlesAt,
          completed_at: settled ? now : null,
          created_at: now,
          updated_at: now,
        });
        if (settled) {
          await announce(trx, operation, now);
        } else {
          await enqueueJob(trx, {
            kind: EXPORT_SETTLE_JOB,
            platformId,
            payload: { platformId, operationId: operation.id },
            runAt: settlesAt,
            now,
          });
          queued = true;
        }
      }
      if (operation.status !== 'COMPLETED') {
        return { id: formatId('InternalAccount', wallet.id), status: 'PROCESSING' };
      }
      return credentials(tctx, trx, wallet, key.key);
    },
    (answer) => 'encryptedWalletCredentials' in answer,
  );
  if (queued) ctx.notifyJobs?.();
  return outcome;
}

/** The recovery phrase, HPKE-sealed to the client's key, in a bundle signed by the enclave key. */
async function credentials(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  wallet: { id: string; platform_id: string },
  recipient: Parameters<typeof hpkeSeal>[0],
): Promise<InternalAccountExportResponse> {
  const mnemonic = await walletMnemonic(ctx, trx, wallet);
  const { enc, ciphertext } = await hpkeSeal(recipient, new TextEncoder().encode(mnemonic));
  const enclave = await enclaveKeyOf(ctx, trx, wallet.platform_id, ctx.clock.now());
  return {
    id: formatId('InternalAccount', wallet.id),
    encryptedWalletCredentials: signedBundle(enclave, {
      encappedPublic: toHex(enc),
      ciphertext: toHex(ciphertext),
    }),
  };
}

async function announce(trx: Kysely<Database>, operation: store.OperationRow, now: Date): Promise<void> {
  const view = toWalletOperation(operation);
  await recordEvent(trx, {
    platformId: operation.platform_id,
    type: WALLET_OPERATION_COMPLETED,
    resourceId: view.id,
    data: view,
    now,
  });
}

/** The wallet provider settled an export: the next identical attempt gets the credentials. */
export async function settleExport(ctx: ServiceContext, payload: unknown): Promise<void> {
  const { platformId, operationId } = payload as { platformId: string; operationId: string };
  await transact(ctx, async (tctx, trx) => {
    const operation = await store.lockOperation(trx, platformId, operationId);
    if (!operation || operation.status === 'COMPLETED') return;
    const now = tctx.clock.now();
    await announce(trx, await store.completeOperation(trx, operation, now), now);
  });
}
