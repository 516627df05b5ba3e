import { createHash } from 'node:crypto';

/**
 * The page a reveal link opens (spec 4.12): it reads the link's secret from the URL fragment,
 * removes it from the address bar, exchanges it once for the card's details and shows them.
 * Plain HTML and one inline script, allowed by its hash in the Content-Security-Policy.
 */
const SCRIPT = `(async () => {
  const $ = (id) => document.getElementById(id);
  const token = location.hash.slice(1);
  history.replaceState(null, '', location.pathname);
  if (!token) { $('status').textContent = 'This link is incomplete.'; return; }
  try {
    const res = await fetch('embed/open', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      cache: 'no-store',
      credentials: 'omit',
    });
    const body = await res.json();
    if (!res.ok) { $('status').textContent = body.message || 'This link cannot be used.'; return; }
    $('pan').textContent = body.pan.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    $('exp').textContent = String(body.expMonth).padStart(2, '0') + '/' + String(body.expYear % 100).padStart(2, '0');
    $('cvv').textContent = body.cvv;
    $('card').hidden = false;
    $('status').textContent = '';
  } catch {
    $('status').textContent = 'The card details could not be loaded.';
  }
})();`;

const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#111}
[hidden]{display:none!important}
dl{display:grid;grid-template-columns:max-content auto;gap:.5rem 1rem;font-size:1.1rem}
dt{color:#555}dd{margin:0;font-family:ui-monospace,monospace;letter-spacing:.05em}`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export const EMBED_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Card details</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Card details</h1>
<dl id="card" hidden>
<dt>Card number</dt><dd id="pan"></dd>
<dt>Expires</dt><dd id="exp"></dd>
<dt>Security code</dt><dd id="cvv"></dd>
</dl>
<p id="status" role="status" aria-live="polite">Loading the card details…</p>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;

/** Only this page's script and style run; it talks to its own origin only; any app may frame it. */
export const EMBED_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    `default-src 'none'; script-src ${hash(SCRIPT)}; style-src ${hash(STYLE)}; ` +
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *",
};
