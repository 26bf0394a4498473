/**
 * The JavaScript a first visit downloads, counted as a browser meets it: every script response
 * from navigation until the network has been idle for 500 ms, each gzipped (level 9) as a server
 * or CDN would send it. Lazy chunks the page pulls in right after mounting count too.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface InitialJsFigure {
  gzipBytes: number;
  rawBytes: number;
  files: Array<{ url: string; gzipBytes: number }>;
}

export async function measureInitialJs(url: string): Promise<InitialJsFigure> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const bodies: Array<Promise<{ url: string; body: Buffer } | null>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => null,
        ),
      );
    });
    // Inline scripts (runtime config, colour scheme) are part of the HTML, not counted here.
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = (await Promise.all(bodies)).filter((f) => f !== null);
    const sized = files.map((f) => ({ url: f.url, raw: f.body.length, gzipBytes: gzipSync(f.body, { level: 9 }).length }));
    return {
      gzipBytes: sized.reduce((s, f) => s + f.gzipBytes, 0),
      rawBytes: sized.reduce((s, f) => s + f.raw, 0),
      files: sized.map(({ url: fileUrl, gzipBytes }) => ({ url: fileUrl, gzipBytes })),
    };
  } finally {
    await browser.close();
  }
}
