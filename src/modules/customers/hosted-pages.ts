import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../../context.js';
import { ApiError } from '../../errors.js';
import { escapeHtml, HOSTED_PAGE_HEADERS, hostedPage as page } from '../../http/hosted-pages.js';
import { openKycLink } from './kyc-links.js';
import { END_USER_TERMS_VERSIONS } from './rules.js';

/**
 * Pages the API links to: the hosted KYC flow of `POST /customers/{id}/kyc-link` (single
 * use) and the End User Terms text. Outside the versioned API and unauthenticated: the
 * links themselves are the credentials.
 */
export const hostedPages =
  (ctx: ServiceContext): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { token: string }; Querystring: { redirectUri?: string } }>(
      '/kyc/:token',
      { schema: { hide: true }, config: { auth: 'none' } },
      async (request, reply) => {
        reply.headers(HOSTED_PAGE_HEADERS);
        try {
          const { customerId } = await openKycLink(ctx, request.params.token);
          const redirect = request.query.redirectUri;
          return page(
            'Identity verification (sandbox)',
            `<p>This single-use link for customer <code>${escapeHtml(customerId)}</code> is now used.</p>` +
              '<p>In the sandbox the outcome follows the magic values: the last three characters of the ' +
              'customer&#39;s full name decide it. Submit the data and documents with <code>POST /verifications</code>.</p>' +
              (redirect && /^https?:\/\//.test(redirect)
                ? `<p><a href="${escapeHtml(redirect)}" rel="noreferrer">Return to the application</a></p>`
                : ''),
          );
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          return reply.code(410).send(page('Link no longer valid', `<p>${escapeHtml(err.message)}.</p>`));
        }
      },
    );

    app.get<{ Params: { version: string } }>(
      '/terms/:version',
      { schema: { hide: true }, config: { auth: 'none' } },
      async (request, reply) => {
        const { version } = request.params;
        reply.headers(HOSTED_PAGE_HEADERS);
        if (!(END_USER_TERMS_VERSIONS as readonly string[]).includes(version)) {
          return reply
            .code(404)
            .send(page('Terms not found', `<p>There is no version ${escapeHtml(version)}.</p>`));
        }
        return page(
          `End User Terms ${version}`,
          '<p>These are the sandbox End User Terms. Record acceptance on the customer as ' +
            `<code>endUserTermsConsent</code> with <code>termsVersion: "${version}"</code>.</p>`,
        );
      },
    );
  };
