// The issuer's events, applied: the job that runs each message once, by its kind.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import * as cards from './store.js';
import type { IssuerEventKind } from './transactions.schemas.js';
import * as store from './transactions.store.js';
import type { StoredRequest } from './issuer.js';
import { authorize } from './issuer-authorizations.js';
import { creditAdvice, followUp } from './issuer-follow-ups.js';

export interface Applying {
  ctx: ServiceContext;
  trx: Kysely<Database>;
  event: store.IssuerEventRow;
  card: cards.CardRecord;
  request: StoredRequest;
  now: Date;
}

/** The job: applies an issuer event once (a run after it was applied finds it processed). */
export async function applyIssuerEvent(ctx: ServiceContext, payload: unknown): Promise<void> {
  const { platformId, token } = payload as { platformId: string; token: string };
  await transact(ctx, async (tctx, trx) => {
    const event = await store.lockIssuerEvent(trx, platformId, token);
    if (!event || event.processed_at !== null) return;
    // The card's lock orders every change of its transactions (and its closing) one after another.
    const locked = await cards.lockCard(trx, platformId, event.card_id);
    const card = locked ? await cards.findCard(trx, platformId, event.card_id) : undefined;
    if (!card) return;
    const applying: Applying = {
      ctx: tctx,
      trx,
      event,
      card,
      request: event.request as StoredRequest,
      now: tctx.clock.now(),
    };
    const outcome = await apply(applying);
    await store.markIssuerEvent(trx, event, {
      outcome: outcome.outcome,
      processed_at: applying.now,
      ...(outcome.cardTransactionId ? { card_transaction_id: outcome.cardTransactionId } : {}),
    });
  });
}

export interface Outcome {
  outcome: string;
  cardTransactionId?: string;
}

async function apply(a: Applying): Promise<Outcome> {
  const kind = a.event.kind as IssuerEventKind;
  switch (kind) {
    case 'AUTHORIZATION':
    case 'FINANCIAL_AUTHORIZATION':
    case 'CREDIT_AUTHORIZATION':
    case 'FINANCIAL_CREDIT_AUTHORIZATION':
    case 'BALANCE_INQUIRY':
      return authorize(a, kind);
    case 'CREDIT_AUTHORIZATION_ADVICE':
      return creditAdvice(a);
    case 'AUTHORIZATION_ADVICE':
    case 'CLEARING':
    case 'RETURN':
    case 'RETURN_REVERSAL':
      return followUp(a, kind);
  }
}
