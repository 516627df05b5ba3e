import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

/** Built by `npm run build` into dist/dashboard, which the service serves at /dashboard/ (src/http/dashboard.ts). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/dashboard/',
  plugins: [preact({ prerender: { enabled: false } })],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/dashboard', import.meta.url)),
    emptyOutDir: true,
    // The page's Content-Security-Policy allows no inline script, so nothing is inlined as data: either.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
