import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../errors.js';
import { sendError } from './errors.js';

export const DASHBOARD_PATH = '/dashboard';

/**
 * Where `npm run build` puts the dashboard (dashboard/vite.config.ts): the project's
 * dist/dashboard. The project is the nearest folder above this code with a package.json: this
 * file runs as src/http/dashboard.ts (tsx, tests) and inside the bundled dist/cli.js (the built
 * service, the container image), at different depths.
 */
export const DEFAULT_DASHBOARD_DIR = join(projectDir(import.meta.dirname), 'dist', 'dashboard');

function projectDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return resolve(from, '..');
  }
}

/**
 * The dashboard's pages talk to this origin's API only, with no inline script or style: an
 * injected script could read the credentials the page holds.
 */
export const DASHBOARD_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const SECURITY_HEADERS = {
  'content-security-policy': DASHBOARD_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** Every file of the build, as URL paths relative to the folder; none when it was not built. */
function builtFiles(dir: string): Set<string> {
  try {
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
    return new Set(
      entries
        .filter((e) => e.isFile())
        .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/')),
    );
  } catch {
    return new Set();
  }
}

/**
 * Serves the built sandbox dashboard at /dashboard/ without authentication (the page asks for
 * credentials and sends them to the API itself), hidden from the OpenAPI document. Only the
 * files found at start-up are served, so no request path ever reaches the file system.
 */
export async function installDashboard(app: FastifyInstance, dir: string = DEFAULT_DASHBOARD_DIR) {
  const files = builtFiles(dir);
  const built = files.has('index.html');
  if (built) await app.register(fastifyStatic, { root: dir, serve: false });
  const routeOptions = { schema: { hide: true }, config: { auth: 'none' } } as const;

  app.get(DASHBOARD_PATH, routeOptions, async (request, reply) => {
    // With the router ignoring trailing slashes, /dashboard and /dashboard/ both land here;
    // relative asset URLs only resolve under the slash.
    const [path = '', query] = request.url.split('?', 2);
    if (!path.endsWith('/'))
      return reply.redirect(`${DASHBOARD_PATH}/${query === undefined ? '' : `?${query}`}`);
    return sendFile('index.html', reply);
  });
  app.get(`${DASHBOARD_PATH}/*`, routeOptions, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return sendFile(file === '' ? 'index.html' : file, reply);
  });

  async function sendFile(file: string, reply: FastifyReply) {
    if (!built) {
      return sendError(
        reply,
        new ApiError(
          404,
          'NOT_FOUND',
          'The dashboard is not built: run `npm run build` (or `npm start`, which builds it) and restart the service',
        ),
      );
    }
    if (!files.has(file)) {
      return sendError(reply, new ApiError(404, 'NOT_FOUND', `No dashboard file ${DASHBOARD_PATH}/${file}`));
    }
    reply.headers(SECURITY_HEADERS);
    // Built assets carry a content hash in their names; the page itself must be asked for again.
    const immutable = file.startsWith('assets/');
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.sendFile(file, { cacheControl: false });
  }
}
