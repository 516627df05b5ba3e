import type { StablecoinIssuanceStatus } from './tables.js';
import type { OperationsStatus, OperationStatus } from './schemas.js';

/**
 * The state machines of stablecoins, as tables: a move not in its table does not happen.
 * Who may make a move is part of the table: the platform asks for enablement, the service
 * (its sandbox approval job or its operator) does the rest, the provider drives issuance and
 * operations.
 */

/**
 * Spec 3.6, the platform's side: the one request is PENDING_APPROVAL, from NOT_ENABLED, and
 * repeating it while PENDING_APPROVAL succeeds (changes nothing). NOT_ENABLED may be "asked
 * for" only by a stablecoin still NOT_ENABLED (registering without requesting enablement).
 */
export const PLATFORM_REQUESTS: Record<OperationsStatus, readonly OperationsStatus[]> = {
  NOT_ENABLED: ['NOT_ENABLED', 'PENDING_APPROVAL'],
  PENDING_APPROVAL: ['PENDING_APPROVAL'],
  ENABLING: [],
  ENABLED: [],
  DISABLED: [],
};

/**
 * Spec 3.6, the service's side (sandbox approval job, operator command): approve
 * (ENABLING), finish (ENABLED), switch off (DISABLED) and switch back on (ENABLING again).
 */
export const SERVICE_MOVES: Record<OperationsStatus, readonly OperationsStatus[]> = {
  NOT_ENABLED: [],
  PENDING_APPROVAL: ['ENABLING', 'DISABLED'],
  ENABLING: ['ENABLED', 'DISABLED'],
  ENABLED: ['DISABLED'],
  DISABLED: ['ENABLING'],
};

/** Issuance, driven by the provider: review, then provisioning, each may end the token. */
export const ISSUANCE_MOVES: Record<StablecoinIssuanceStatus, readonly StablecoinIssuanceStatus[]> = {
  PENDING_REVIEW: ['PROVISIONING', 'REJECTED'],
  PROVISIONING: ['PROVISIONED', 'FAILED'],
  PROVISIONED: [],
  REJECTED: [],
  FAILED: [],
};

/**
 * Mints and burns, driven by the provider. An operation waits for its funding (wire, ACH
 * pull, tokens sent on-chain) or goes to the provider at once (funded from an internal account
 * or the provider balance); funding may never come (EXPIRED); the provider may fail it while
 * processing.
 */
export const OPERATION_MOVES: Record<OperationStatus, readonly OperationStatus[]> = {
  CREATED: ['PENDING_FUNDING', 'PENDING_PROVIDER'],
  PENDING_FUNDING: ['PENDING_PROVIDER', 'EXPIRED'],
  PENDING_PROVIDER: ['PROCESSING'],
  PROCESSING: ['COMPLETED', 'FAILED'],
  COMPLETED: [],
  FAILED: [],
  EXPIRED: [],
};

export const isFinal = (status: OperationStatus): boolean => OPERATION_MOVES[status].length === 0;

export const allows = <S extends string>(table: Record<S, readonly S[]>, from: S, to: S): boolean =>
  table[from].includes(to);
