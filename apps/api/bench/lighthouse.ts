/**
 * Lighthouse 12 against Debian's Chromium: the default (mobile) profile with simulated throttling,
 * the four category scores and the paint figures that explain them.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './initial-js.js';

export interface LighthouseFigure {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below a full score, for the reader who wants to know why. */
  failing: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * A run Lighthouse could not complete (its `runtimeError`: no paint seen, the page hung, Chromium
 * crashed) scores every category 0 with no figures; it is run once more, and if that fails too, the
 * error is reported instead of zeros that would read as a measurement.
 */
export async function runLighthouse(url: string, label: string): Promise<LighthouseFigure> {
  try {
    return await runLighthouseOnce(url, label);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    return runLighthouseOnce(url, label);
  }
}

class LighthouseRunError extends Error {}

async function runLighthouseOnce(url: string, label: string): Promise<LighthouseFigure> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new LighthouseRunError(`Lighthouse could not measure ${label}: ${runtimeError.code} (${runtimeError.message})`);
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit!.id} (${audit!.displayValue ?? score(audit!.score)})`);
    return {
      page: label,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failing: [...new Set(failing)],
    };
  } finally {
    chrome.kill();
  }
}
