import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking'] });
const page = await browser.newPage();
await page.goto('http://localhost:8080/auth/login');
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => [...document.querySelectorAll('[embryo-test-sid]')].map(e => e.tagName + ':' + e.getAttribute('embryo-test-sid')).join(', ')));
await browser.close();
