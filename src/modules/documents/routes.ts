import type { SwaggerTransform } from '@fastify/swagger';
import { type TSchema, Type } from 'typebox';
import { acceptUploads, CROSS_SITE_NOTE, readMultipartForm } from '../../http/multipart.js';
import { authOf } from '../../http/route-config.js';
import { getOne, listAll } from '../../http/read-routes.js';
import { errorResponses } from '../../http/schemas.js';
import {
  CreateDocumentForm,
  Document,
  DocumentParams,
  ListDocumentsQuery,
  ReplaceDocumentForm,
} from './schemas.js';
import * as documents from './service.js';
import { routePlugin } from '../../http/declared-routes.js';

const tags = ['Documents'];

/**
 * Multipart bodies are read by the handler, not validated by Ajv (fastify would validate the
 * parsed body, which is empty for multipart): the OpenAPI document gets the form schema
 * through this transform only.
 */
const documentedForm =
  (form: TSchema): SwaggerTransform =>
  ({ schema, url }) => ({ schema: { ...schema, body: form, consumes: ['multipart/form-data'] }, url });

export const documentRoutes = routePlugin(async (app, ctx) => {
  await acceptUploads(app);
  app.post(
    '/documents',
    {
      config: { swaggerTransform: documentedForm(CreateDocumentForm) },
      schema: {
        tags,
        operationId: 'createDocument',
        summary: 'Upload a document for a customer or beneficial owner',
        description:
          'multipart/form-data with the file in `file`: PDF, JPEG or PNG, recognised by content; at most 10 MB. ' +
          `Every invalid field is reported in one 400.${CROSS_SITE_NOTE}`,
        consumes: ['multipart/form-data'],
        response: { 201: Document, ...errorResponses(400, 403, 404, 410) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      return reply.code(201).send(await documents.createDocument(ctx, authOf(request).platformId, form));
    },
  );

  listAll(app, {
    path: '/documents',
    tags,
    operationId: 'listDocuments',
    summary: 'List documents',
    querystring: ListDocumentsQuery,
    item: Document,
    list: (platformId, query, { page }) =>
      documents.listDocuments(ctx, platformId, { documentHolder: query.documentHolder }, page),
  });

  getOne(app, {
    path: '/documents/:documentId',
    tags,
    operationId: 'getDocument',
    summary: 'Get the metadata of a document',
    params: DocumentParams,
    response: Document,
    read: (platformId, params) => documents.getDocument(ctx, platformId, params.documentId),
  });

  app.put(
    '/documents/:documentId',
    {
      config: { swaggerTransform: documentedForm(ReplaceDocumentForm) },
      schema: {
        tags,
        operationId: 'replaceDocument',
        summary: 'Replace the file and/or metadata of a document',
        description:
          'multipart/form-data; only the fields sent change, a file replaces the stored one. The holder cannot ' +
          `change. A replaced document no longer counts as submitted for verification.${CROSS_SITE_NOTE}`,
        consumes: ['multipart/form-data'],
        params: DocumentParams,
        response: { 200: Document, ...errorResponses(400, 403, 404, 410) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request);
      return documents.replaceDocument(ctx, authOf(request).platformId, request.params.documentId, form);
    },
  );

  app.delete(
    '/documents/:documentId',
    {
      schema: {
        tags,
        operationId: 'deleteDocument',
        summary: 'Delete a document',
        description:
          'Irreversible. A document that was part of a verification submission cannot be deleted (409); ' +
          'replace it with PUT instead.',
        params: DocumentParams,
        response: { 204: Type.Null(), ...errorResponses(403, 404, 409, 410) },
      },
    },
    async (request, reply) => {
      await documents.deleteDocument(ctx, authOf(request).platformId, request.params.documentId);
      return reply.code(204).send(null);
    },
  );
});
