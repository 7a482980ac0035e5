import { chromium } from '@playwright/test';
const [,, url, out, user] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const logs = [];
page.on('console', m => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', e => logs.push(`pageerror: ${e.message}`));
await page.goto(url);
if (user) {
  await page.locator('[embryo-test-sid="login-username"]').fill(user);
  await page.locator('[embryo-test-sid="login-password"]').fill('Portal-Demo-2026!');
  await page.locator('[embryo-test-sid="login-submit"]').click();
}
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: true });
console.log(page.url());
console.log(logs.join('\n'));
await browser.close();
