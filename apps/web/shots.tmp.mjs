import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:8305';
const [, , ...pages] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--autoplay-policy=no-user-gesture-required'] });
for (const scheme of (process.env.SCHEMES ?? 'light,dark').split(',')) {
  for (const width of (process.env.WIDTHS ?? '1280,390').split(',').map(Number)) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await ctx.newPage();
    page.on('dialog', (d) => d.accept());
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    await page.addInitScript((s) => localStorage.setItem('soundbites-color-scheme', s), scheme);
    if (process.env.SIGNIN !== '0') {
      await page.goto(base + '/nova/auth?redirect=%2Fprivacy');
      await page.getByLabel('Email', { exact: true }).fill(process.env.EMAIL ?? 'staff@example.com');
      await page.getByLabel('Password', { exact: true }).fill(process.env.PASSWORD ?? 'soundbites-staff');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/privacy');
    }
    for (const p of pages) {
      const [path, action] = p.split('|');
      await page.goto(base + path);
      await page.waitForTimeout(1500);
      if (action === 'play') {
        await page.getByRole('button', { name: /^Play/ }).first().click();
        await page.waitForTimeout(1500);
      }
      const name = `/tmp/nova-shots/${path.replace(/[^a-z0-9]+/gi, '_')}${action ?? ''}-${width}-${scheme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
    }
    await ctx.close();
  }
}
await browser.close();
