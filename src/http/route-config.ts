import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import type { Permission } from '../modules/tokens/permissions.js';

/** Who is calling: the platform (tenant) and the API token it authenticated with. */
export interface AuthContext {
  platformId: string;
  tokenId: string;
  permissions: readonly Permission[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Permission the token must hold; default VIEW for GET, MANAGE for other methods. */
    permission?: Permission;
    /**
     * `none` for the few endpoints that need no credentials; `agent` for the routes of an
     * agent's Bearer access token (never platform credentials).
     */
    auth?: 'basic' | 'none' | 'agent';
    /** The route honours the Idempotency-Key header (spec 5.11). */
    idempotent?: boolean;
    /**
     * Money-moving routes: the answer for a retry whose first attempt died after committing
     * the resource it bound (src/idempotency/index.ts), rendered from that resource.
     */
    replay?: (platformId: string, resourceId: string) => Promise<{ status: number; body: unknown }>;
  }
  interface FastifyRequest {
    auth?: AuthContext;
    agent?: AgentContext;
  }
}

/** The agent an `auth: 'agent'` route was called by. */
export interface AgentContext {
  agentId: string;
  platformId: string;
  customerId: string;
  /** The agent's policy as stored, read with the token (the agents module knows its shape). */
  policy: unknown;
  isPaused: boolean;
}

/** The calling agent; routes with `auth: 'agent'` always have one. */
export function agentOf(request: FastifyRequest): AgentContext {
  if (!request.agent) throw new ApiError(500, 'INTERNAL_ERROR', 'Route reached without agent authentication');
  return request.agent;
}

/** The caller's platform; routes behind authentication always have one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(500, 'INTERNAL_ERROR', 'Route reached without authentication');
  return request.auth;
}

/** A route option that takes one hook or several, as a list (for hooks added by `onRoute`). */
export const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
