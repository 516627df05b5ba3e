// A stablecoin operation as the API shows it.
import { formatId } from '../../ids.js';
import type {
  EstimatedDelivery,
  FundingInstructions,
  OperationDestination,
  OperationSource,
  StablecoinOperation,
} from './schemas.js';
import type * as store from './store.js';

export function toOperation(row: store.OperationRow, coin: store.StablecoinRow): StablecoinOperation {
  return {
    id: formatId('StablecoinOperation', row.id),
    stablecoinId: formatId('Stablecoin', row.stablecoin_id),
    operationType: row.operation_type,
    status: row.status,
    amount: row.amount.toString(),
    provider: coin.provider,
    providerEnvironment: coin.provider_environment,
    stablecoinProviderAccountId: formatId('StablecoinProviderAccount', coin.provider_account_id),
    source: row.source as OperationSource,
    destination: row.destination as OperationDestination,
    ...(row.funding_instructions !== null
      ? { fundingInstructions: row.funding_instructions as FundingInstructions }
      : {}),
    ...(row.estimated_delivery !== null
      ? { estimatedDelivery: row.estimated_delivery as EstimatedDelivery }
      : {}),
    ...(row.expires_at !== null ? { expiresAt: row.expires_at.toISOString() } : {}),
    ...(row.provider_status !== null ? { providerStatus: row.provider_status } : {}),
    ...(row.failure_reason !== null ? { failureReason: row.failure_reason } : {}),
    ...(row.description !== null ? { description: row.description } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
