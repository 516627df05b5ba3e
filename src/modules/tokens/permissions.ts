/**
 * API token permissions. VIEW reads, TRANSACT moves money (quotes, execution, transfers),
 * MANAGE performs every other write. They are independent scopes: a token holds exactly
 * the ones it was given (docs/decisions/0002-token-permissions.md).
 */
export const PERMISSIONS = ['VIEW', 'TRANSACT', 'MANAGE'] as const;
export type Permission = (typeof PERMISSIONS)[number];
