import { Type } from 'typebox';
import { forbidden } from '../../errors.js';
import { authOf } from '../../http/route-config.js';
import { errorResponses } from '../../http/schemas.js';
import { declareRoute, routePlugin } from '../../http/declared-routes.js';
import { collection, getOne, listAll } from '../../http/read-routes.js';
import { bodyDefaultsToEmptyObject, toDate } from '../../http/query.js';
import * as actions from './actions.js';
import {
  ActionParams,
  AgentActionRef,
  ListApprovalsQuery,
  RejectActionBody,
  AgentCreateResponse,
  AgentDeviceCodeRef,
  AgentDeviceCodeStatusResponse,
  AgentParams,
  AgentRef,
  CodeParams,
  CreateAgentBody,
  ListAgentsQuery,
  UpdateAgentBody,
  UpdatePolicyBody,
} from './schemas.js';
import * as agents from './service.js';

const tags = ['Agents'];

/**
 * Agents acting for one customer (spec 2.8, 4.13), as the platform manages them with its Basic
 * credentials. What agent software calls with its Bearer token is in bearer.routes.ts.
 *
 * An agent is a payer: whatever gives one the power to pay, or decides one of its payments,
 * needs TRANSACT (creating it with a policy, any policy change, a new device code, resuming
 * it, approving or rejecting its actions); renaming, pausing and deleting it narrow its power
 * and need MANAGE (docs/decisions/0002-token-permissions.md).
 */
export const agentRoutes = routePlugin(async (app, ctx) => {
  collection(app, ctx, {
    path: '/agents',
    tags,
    item: AgentRef,
    create: {
      config: { permission: 'TRANSACT' },
      operationId: 'createAgent',
      summary: 'Create an agent for a customer, with its policy and a first device code',
      description:
        'The device code (valid 1 hour, once) is what the agent software redeems for its access token. ' +
        "Accounts named in `policy.accountRestrictions` must be the customer's internal accounts. Needs " +
        'TRANSACT: the policy lets the agent pay.',
      body: CreateAgentBody,
      response: AgentCreateResponse,
      errors: [400, 403, 404, 410],
      create: agents.createAgent,
    },
    list: {
      operationId: 'listAgents',
      summary: 'List agents',
      querystring: ListAgentsQuery,
      list: agents.listAgents,
    },
  });

  getOne(app, {
    path: '/agents/device-codes/:code/status',
    tags,
    operationId: 'getAgentDeviceCodeStatus',
    summary: 'Whether a device code was redeemed',
    params: CodeParams,
    response: AgentDeviceCodeStatusResponse,
    read: (platformId, params) => agents.deviceCodeStatus(ctx, platformId, params.code),
  });

  listAll(app, {
    path: '/agents/approvals',
    tags,
    operationId: 'listAgentApprovals',
    summary: 'Agent actions waiting for the platform',
    querystring: ListApprovalsQuery,
    item: AgentActionRef,
    list: (platformId, query, { page }) =>
      actions.listApprovals(
        ctx,
        platformId,
        {
          agentId: query.agentId,
          customerId: query.customerId,
          startDate: toDate(query.startDate),
          endDate: toDate(query.endDate),
        },
        page,
      ),
  });

  declareRoute(app, {
    method: 'POST',
    path: '/agents/:agentId/actions/:actionId/approve',
    config: { permission: 'TRANSACT' },
    tags,
    operationId: 'approveAgentAction',
    summary: "Approve an agent's pending action: its payment starts",
    description:
      'Only a PENDING_APPROVAL action (409 otherwise). The spending limits are checked again; a quote that ' +
      'expired meanwhile is not paid and the action ends FAILED. Needs TRANSACT, as ' +
      '`POST /transactions/{transactionId}/approve` does.',
    optionalBody: true,
    params: ActionParams,
    response: { 200: AgentActionRef, ...errorResponses(403, 404, 409) },
    handle: (platformId, { params }) =>
      actions.approveAction(ctx, platformId, params.agentId, params.actionId),
  });

  declareRoute(app, {
    method: 'POST',
    path: '/agents/:agentId/actions/:actionId/reject',
    config: { permission: 'TRANSACT' },
    preValidation: bodyDefaultsToEmptyObject,
    tags,
    operationId: 'rejectAgentAction',
    summary: "Reject an agent's pending action: its payment ends, no money moved",
    description: 'Needs TRANSACT, as `POST /transactions/{transactionId}/reject` does.',
    optionalBody: true,
    params: ActionParams,
    body: RejectActionBody,
    response: { 200: AgentActionRef, ...errorResponses(403, 404, 409) },
    handle: (platformId, { params, body }) =>
      actions.rejectAction(ctx, platformId, params.agentId, params.actionId, body.reason),
  });

  getOne(app, {
    path: '/agents/:agentId',
    tags,
    operationId: 'getAgentById',
    summary: 'Get an agent',
    params: AgentParams,
    response: AgentRef,
    read: (platformId, params) => agents.getAgent(ctx, platformId, params.agentId),
  });

  declareRoute(app, {
    method: 'PATCH',
    path: '/agents/:agentId',
    tags,
    operationId: 'updateAgent',
    summary: 'Rename, pause or resume an agent',
    description:
      'Renaming and pausing need MANAGE; resuming (`isPaused: false`) lets the agent pay again, so it ' +
      'needs TRANSACT too (403 FORBIDDEN otherwise).',
    params: AgentParams,
    body: UpdateAgentBody,
    response: { 200: AgentRef, ...errorResponses(400, 403, 404) },
    handle: (platformId, { params, body, request }) => {
      // A MANAGE token may stop an agent, not start one paying (docs/decisions/0002).
      if (body.isPaused === false && !authOf(request).permissions.includes('TRANSACT')) {
        throw forbidden(
          'This API token lacks the TRANSACT permission required to resume an agent (isPaused: false)',
        );
      }
      return agents.updateAgent(ctx, platformId, params.agentId, body);
    },
  });

  declareRoute(app, {
    method: 'DELETE',
    path: '/agents/:agentId',
    tags,
    operationId: 'deleteAgent',
    summary: 'Delete an agent: its software loses access at once',
    params: AgentParams,
    response: { 204: Type.Null(), ...errorResponses(403, 404) },
    handle: (platformId, { params }) => agents.deleteAgent(ctx, platformId, params.agentId),
  });

  declareRoute(app, {
    method: 'PATCH',
    path: '/agents/:agentId/policy',
    config: { permission: 'TRANSACT' },
    tags,
    operationId: 'updateAgentPolicy',
    summary: "Change part of an agent's policy",
    description:
      'Fields sent replace theirs (`spendingLimits` field by field); the others keep their values. It ' +
      'holds from the next request. Needs TRANSACT, whatever the change: the policy is what the agent may pay.',
    params: AgentParams,
    body: UpdatePolicyBody,
    response: { 200: AgentRef, ...errorResponses(400, 403, 404) },
    handle: (platformId, { params, body }) => agents.updatePolicy(ctx, platformId, params.agentId, body),
  });

  declareRoute(app, {
    method: 'POST',
    path: '/agents/:agentId/device-codes',
    config: { permission: 'TRANSACT' },
    tags,
    operationId: 'regenerateAgentDeviceCode',
    summary: 'Issue a new device code; earlier unredeemed codes stop working',
    description: "Needs TRANSACT: the code's redeemer acts as the agent, with its power to pay.",
    optionalBody: true,
    params: AgentParams,
    response: { 201: AgentDeviceCodeRef, ...errorResponses(403, 404) },
    handle: (platformId, { params }) => agents.regenerateDeviceCode(ctx, platformId, params.agentId),
  });
});
