import multipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, type FieldError, invalidInput } from '../errors.js';
import { MAX_UPLOAD_BYTES } from './uploads.js';

/**
 * Lets the routes of `app`'s scope (one plugin) read multipart bodies: one file of at most
 * 10 MB (spec part 8). Routes read the stream themselves and must reject `file.truncated`,
 * which is how an over-limit file ends.
 *
 * Only the plugins whose routes take uploads register it: the plugin adds two hooks that
 * return promises (for files saved to disk, which this service never does) and a listener
 * to every request of the scope it is registered in, which is measurable on a small request.
 * Elsewhere a multipart body is an unsupported content type (415).
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 22 },
  });
  // Before authentication (route hooks run after the scope's): a forged form is refused
  // without a secret check.
  app.addHook('onRequest', (request, _reply, done) => done(crossSiteRefusal(request)));
}

/** What the routes that take uploads say of it in their descriptions. */
export const CROSS_SITE_NOTE =
  ' A browser request from another site (an `Origin` of another host, or `Sec-Fetch-Site` other than ' +
  'same-origin) is 403 FORBIDDEN; clients that send no `Origin` are not affected.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a browser says of where a request comes from (Fetch Metadata) that is not another site. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * multipart/form-data is a type an HTML form of any site may post, with no CORS preflight: a
 * browser holding credentials for this origin would send them along. So the routes that take
 * uploads refuse a write that a browser marks as coming from elsewhere: `Sec-Fetch-Site` other
 * than same-origin or none, or an `Origin` whose host is not the request's own (`Host`, or
 * `X-Forwarded-Host` behind a trusted proxy; the scheme is not compared, as a proxy ending TLS
 * would make it differ). Requests without either header (SDKs, curl, the command line) are
 * not browsers' and pass; so do the dashboard's, which is served from this origin.
 */
export function crossSiteRefusal(request: FastifyRequest): ApiError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !OWN_FETCH_SITES.has(String(site).toLowerCase())) {
    return crossSite(`Sec-Fetch-Site: ${String(site)}`);
  }
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  let from: URL;
  let own: URL;
  try {
    from = new URL(origin);
    // Read with the Origin's scheme, so that default ports compare equal (`:443` and none).
    own = new URL(`${from.protocol}//${request.host}`);
  } catch {
    return crossSite(`Origin: ${origin}`);
  }
  return from.host === own.host && from.origin !== 'null' ? undefined : crossSite(`Origin: ${origin}`);
}

const crossSite = (seen: string) =>
  new ApiError(
    403,
    'FORBIDDEN',
    'Uploads from another site are refused: send the request without an Origin header (API clients) or ' +
      "from this service's own origin",
    { reason: `cross-site request (${seen})` },
  );

/** The one part that may carry a file. */
const FILE_FIELD = 'file';

/** A file part as read from the request; `tooLarge` when it went past the upload limit. */
export interface UploadedFile {
  fileName: string | undefined;
  /** As declared by the client: never trusted for the content type. */
  mimetype: string;
  bytes: Buffer;
  tooLarge: boolean;
  /** The limit it was read against, for the message. */
  limitBytes: number;
}

/** A multipart form: text fields, the file, and the problems found reading it. */
export interface MultipartForm {
  fields: Record<string, string>;
  file?: UploadedFile | undefined;
  problems: FieldError[];
}

// Over-limit files end truncated instead of failing the whole iteration, so the handler can
// answer 400 (with the other field errors) rather than the plugin's 413.
const UNTHROWN_SIZE_LIMIT: FastifyMultipartBaseOptions = { throwFileSizeLimit: false };

/**
 * Reads a multipart/form-data body: every text field, and the one `file` part into memory.
 * busboy stops passing bytes at the upload limit and marks the stream `truncated`, so at most
 * MAX_UPLOAD_BYTES are ever held; a truncated file is reported, never stored.
 */
export const notMultipartError = () =>
  invalidInput('This endpoint takes multipart/form-data (the file in the part `file`)', [
    { field: 'body', message: 'must be multipart/form-data' },
  ]);

export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw notMultipartError();
  const fields: Record<string, string> = {};
  const problems: FieldError[] = [];
  const problem = (field: string, message: string) => {
    if (!problems.some((p) => p.field === field)) problems.push({ field, message });
  };
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts(UNTHROWN_SIZE_LIMIT)) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          // busboy already cuts at the limit; this only guards the buffer if it ever did not.
          if (size + chunk.length <= MAX_UPLOAD_BYTES) chunks.push(chunk);
          size += chunk.length;
        }
        if (part.fieldname !== FILE_FIELD) {
          problem(part.fieldname, 'is not a recognised field (the file goes in `file`)');
          continue;
        }
        file = {
          fileName: part.filename,
          mimetype: part.mimetype,
          bytes: Buffer.concat(chunks),
          tooLarge: part.file.truncated || size > MAX_UPLOAD_BYTES,
          limitBytes: MAX_UPLOAD_BYTES,
        };
        continue;
      }
      const name = part.fieldname;
      if (name === FILE_FIELD) problem(name, 'must be a file part, not a text field');
      else if (part.fieldnameTruncated || part.valueTruncated) problem(name, 'is too long');
      else if (name in fields) problem(name, 'must be sent once');
      else fields[name] = String(part.value);
    }
  } catch (err) {
    throw formError(err);
  }
  return { fields, file, problems };
}

/** The multipart parser's own failures (limits, malformed bodies) as 400 INVALID_INPUT. */
function formError(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: string }).code;
  const status = (err as { statusCode?: number }).statusCode;
  if (code === 'FST_FILES_LIMIT') {
    return invalidInput('Only one file can be uploaded', [
      { field: 'file', message: 'must be a single file' },
    ]);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return invalidInput('The form has too many fields');
  }
  if (status !== undefined && status >= 500) return err;
  const message = err instanceof Error ? err.message : String(err);
  return invalidInput(`The multipart/form-data body could not be read: ${message}`);
}
