import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnValid } from '../../../src/modules/cards/numbers.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { activeCardOf } from '../../helpers/cards.js';
import { chromiumAvailable, launchChromium } from '../../helpers/chromium.js';

/**
 * The reveal page in a real browser (headless Chromium driven by Playwright): it shows the
 * card before expiry, takes the secret out of the address bar, and refuses a second use and
 * an expired link. Chromium is the Debian package (CI installs it); without it, outside CI,
 * the test is skipped and says why.
 */
let service: TestService;
let platform: PlatformClient;
let browser: Browser;

describe.skipIf(!chromiumAvailable)('the reveal page in Chromium', () => {
  beforeAll(async () => {
    service = await startTestService({ env: { SANDBOX_DELAY_SCALE: '0.01' } });
    platform = await service.newPlatform('Browser reveal platform');
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  const reveal = async (cardId: string) =>
    (await platform.request<{ panEmbedUrl: string }>('POST', `/cards/${cardId}/reveal`)).body.panEmbedUrl;

  it('shows the card details once, then refuses the same link', async () => {
    const card = await activeCardOf(platform);
    const url = await reveal(card.id);
    const page = await browser.newPage();
    try {
      await page.goto(url);
      await page.locator('#card').waitFor({ state: 'visible' });
      const pan = (await page.locator('#pan').textContent())?.replace(/\s/g, '') ?? '';
      expect(luhnValid(pan)).toBe(true);
      expect(pan.slice(-4)).toBe(card.last4);
      const mm = String(card.expMonth).padStart(2, '0');
      expect(await page.locator('#exp').textContent()).toBe(
        `${mm}/${String((card.expYear ?? 0) % 100).padStart(2, '0')}`,
      );
      expect(await page.locator('#cvv').textContent()).toMatch(/^\d{3}$/);
      // The secret left the address bar once it was read.
      expect(page.url()).not.toContain('#');
      expect(await page.getByRole('status').textContent()).toBe('');

      const again = await browser.newPage();
      await again.goto(url);
      await expect.poll(async () => again.getByRole('status').textContent()).toMatch(/already used/);
      expect(await again.locator('#card').isVisible()).toBe(false);
      await again.close();
    } finally {
      await page.close();
    }
  });

  it('refuses a link that expired before it was opened', async () => {
    const card = await activeCardOf(platform);
    const url = await reveal(card.id);
    await service.ctx.db
      .updateTable('card_reveals')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('card_id', '=', card.id.split(':')[1] as string)
      .execute();
    const page = await browser.newPage();
    try {
      await page.goto(url);
      await expect.poll(async () => page.getByRole('status').textContent()).toMatch(/expired/);
      expect(await page.locator('#card').isVisible()).toBe(false);
      expect(await page.locator('#pan').textContent()).toBe('');
    } finally {
      await page.close();
    }
  });
});
