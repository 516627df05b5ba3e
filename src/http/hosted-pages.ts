import { createHash } from 'node:crypto';

/**
 * The plain pages the service hosts outside the dashboard and the API (the hosted KYC link,
 * the End User Terms, the sandbox liveness check): one look, and one set of headers. Their
 * URLs can carry a secret (a single-use token), so nothing on them may load from elsewhere,
 * run script, be framed, or tell a site it links to where the visitor came from.
 */
const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export const HOSTED_PAGE_CSP =
  `default-src 'none'; style-src ${hash(STYLE)}; base-uri 'none'; form-action 'none'; ` +
  "frame-ancestors 'none'";

/** Headers of every hosted page (the card reveal page has its own, for its script). */
export const HOSTED_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': HOSTED_PAGE_CSP,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A hosted page: `title` is text, `body` is HTML the caller escaped. */
export const hostedPage = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="referrer" content="no-referrer">' +
  `<style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
