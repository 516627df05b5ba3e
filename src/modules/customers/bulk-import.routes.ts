import type { SwaggerTransform } from '@fastify/swagger';
import { Type } from 'typebox';
import { invalidInput } from '../../errors.js';
import {
  acceptUploads,
  CROSS_SITE_NOTE,
  notMultipartError,
  readMultipartForm,
} from '../../http/multipart.js';
import { authOf } from '../../http/route-config.js';
import { getOne } from '../../http/read-routes.js';
import { errorResponses, StringEnum, Timestamp } from '../../http/schemas.js';
import { CSV_COLUMNS, createBulkImport, DEFAULT_INCORPORATED_ON, getBulkImport } from './bulk-import.js';
import { routePlugin } from '../../http/declared-routes.js';

const tags = ['Customers'];

export const BulkImportAccepted = Type.Object({
  jobId: Type.String({ description: 'Job:<uuid>; poll GET /customers/bulk/jobs/{jobId}' }),
  status: Type.Literal('PENDING'),
});

const ErrorDetails = Type.Optional(Type.Object({}, { additionalProperties: true }));

export const BulkImportJob = Type.Object({
  id: Type.String({ description: 'Job:<uuid>' }),
  jobId: Type.String({ description: 'Same as `id` (the name of the oldest revision)' }),
  status: StringEnum(['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED']),
  progress: Type.Object({
    total: Type.Integer({ description: 'Data rows in the file' }),
    processed: Type.Integer(),
    successful: Type.Integer(),
    failed: Type.Integer(),
  }),
  errors: Type.Array(
    Type.Object({
      correlationId: Type.String({ description: 'The row’s platformCustomerId, or `row <n>` without one' }),
      code: Type.String(),
      message: Type.String(),
      details: ErrorDetails,
      error: Type.Object(
        { code: Type.String(), message: Type.String(), details: ErrorDetails },
        { description: 'The same code, message and details, nested as the oldest revision reads them' },
      ),
    }),
  ),
  completedAt: Type.Optional(Timestamp),
});

/**
 * OpenAPI documentation of the upload (the handler reads the multipart body itself, so the
 * route gives Ajv no body schema; without this the document would show no request body).
 */
const BulkImportForm = Type.Object(
  { file: Type.String({ format: 'binary', description: 'The CSV (UTF-8, at most 10 MB)' }) },
  { additionalProperties: false },
);
const documentedForm: SwaggerTransform = ({ schema, url }) => ({
  schema: { ...schema, body: BulkImportForm, consumes: ['multipart/form-data'] },
  url,
});

export const BulkImportJobParams = Type.Object({ jobId: Type.String({ description: 'Job:<uuid>' }) });

export const bulkImportRoutes = routePlugin(async (app, ctx) => {
  await acceptUploads(app);
  // In this plugin only: any body that is neither JSON nor multipart is a 400 like a JSON
  // one (the app answers 415 for unknown content types elsewhere).
  app.addContentTypeParser('*', (_request, _payload, done) => done(notMultipartError()));

  app.post(
    '/customers/bulk/csv',
    {
      config: { swaggerTransform: documentedForm },
      schema: {
        tags,
        operationId: 'uploadCustomersCsv',
        summary: 'Import customers from a CSV file',
        description:
          'multipart/form-data with the CSV (UTF-8, at most 10 MB) in the file part `file`. The header is checked ' +
          `at once; rows are imported in the background. Columns: ${CSV_COLUMNS.join(', ')}. Every row is ` +
          'checked like POST /customers; a bad row is reported in the job`s `errors` and does not stop the ' +
          `others. Businesses get businessInfo.incorporatedOn ${DEFAULT_INCORPORATED_ON} (the CSV has no such ` +
          'column); businessRegistrationNumber and businessTaxId are optional; platformAccountId and description ' +
          'are accepted and ignored.' +
          CROSS_SITE_NOTE,
        consumes: ['multipart/form-data'],
        response: { 202: BulkImportAccepted, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      const problems = [...form.problems];
      for (const name of Object.keys(form.fields)) {
        problems.push({ field: name, message: 'is not a recognised field (the CSV goes in `file`)' });
      }
      if (!form.file)
        problems.push({ field: 'file', message: 'is required: send the CSV in the part `file`' });
      else if (form.file.tooLarge)
        problems.push({ field: 'file', message: 'is larger than the 10 MB upload limit' });
      if (problems.length > 0 || !form.file) throw invalidInput('The upload is not usable', problems);
      const accepted = await createBulkImport(ctx, authOf(request).platformId, {
        data: form.file.bytes,
        mimetype: form.file.mimetype,
      });
      return reply.code(202).send(accepted);
    },
  );

  getOne(app, {
    path: '/customers/bulk/jobs/:jobId',
    tags,
    operationId: 'getBulkCustomerImportJob',
    summary: 'Progress and row errors of a CSV customer import',
    params: BulkImportJobParams,
    response: BulkImportJob,
    read: (platformId, params) => getBulkImport(ctx, platformId, params.jobId),
  });
});
