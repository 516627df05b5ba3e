// The first step of a quote: who pays and who is paid, as the request names them.
import type { ServiceContext } from '../../../context.js';
import { ApiError, invalidField } from '../../../errors.js';
import {
  type DestinationById,
  externalAccountFor,
  type ResolvedDestination,
  type ResolvedSource,
  namedInternalAccounts,
  resolveDestination,
  resolveSource,
} from './parties.js';
import type { CreateQuoteBody } from './schemas.js';

export interface Parties {
  source: ResolvedSource;
  destination: ResolvedDestination;
  /** The destination as a repeat of the request names it (inline details became an account). */
  destinationById: DestinationById;
}

/** Who pays and who is paid; an inline EXTERNAL_ACCOUNT_DETAILS destination becomes an account. */
export async function resolveParties(
  ctx: ServiceContext,
  platformId: string,
  body: CreateQuoteBody,
): Promise<Parties> {
  const named = await namedInternalAccounts(ctx, platformId, [
    body.source.sourceType === 'ACCOUNT' ? body.source.accountId : undefined,
    body.destination.destinationType === 'ACCOUNT' ? body.destination.accountId : undefined,
  ]);
  const source = await resolveSource(ctx, platformId, body.source, named);
  if (body.immediatelyExecute && source.kind === 'REALTIME_FUNDING') {
    throw invalidField(
      'immediatelyExecute',
      'is only for internal-account or pull sources; a REALTIME_FUNDING quote is paid by its paymentInstructions',
    );
  }
  if (
    body.immediatelyExecute &&
    source.kind === 'INTERNAL_ACCOUNT' &&
    source.account.type === 'EMBEDDED_WALLET'
  ) {
    throw invalidField(
      'immediatelyExecute',
      'is not available for embedded-wallet sources, which need a wallet signature',
    );
  }
  const destinationById: DestinationById =
    body.destination.destinationType === 'EXTERNAL_ACCOUNT_DETAILS'
      ? {
          destinationType: 'ACCOUNT',
          accountId: await externalAccountFor(
            ctx,
            platformId,
            body.destination.externalAccountDetails,
            source.customerId,
          ),
        }
      : body.destination;
  const destination = await resolveDestination(ctx, platformId, destinationById, body.lookupId, named);
  checkSelfPayment(source, destination);
  return { source, destination, destinationById };
}

function checkSelfPayment(source: ResolvedSource, destination: ResolvedDestination): void {
  const sameAccount =
    source.kind === 'INTERNAL_ACCOUNT' &&
    destination.kind === 'INTERNAL_ACCOUNT' &&
    source.account.id === destination.account.id;
  const ownUma =
    destination.kind === 'UMA_ADDRESS' &&
    source.customerId !== null &&
    destination.receiver.customer?.id === source.customerId;
  if (sameAccount || ownUma) {
    throw new ApiError(
      400,
      'SELF_PAYMENT',
      'The source and the destination are the same; paying yourself is not allowed',
    );
  }
}
