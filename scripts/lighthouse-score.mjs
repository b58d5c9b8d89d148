// Lighthouse performance scores (mobile profile, simulated throttling) in the system Chromium, which makes no
// connections of its own (ARCHITECTURE.md section 7). Used by bench.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * { url, score, lcpMs, tbtMs, runs, scores } for each URL: the median of `runs` Lighthouse runs (Lighthouse's own
 * computeMedianRun, by FCP and TTI), as Lighthouse's documentation advises, since one run on a shared two-core machine
 * swings by 20 points. One warm-up run first, not counted: the first page a new Chromium opens pays for its own start-up.
 */
export async function lighthouseScores(urls, { runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5) } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const measure = async (url) => {
    let { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    // A run can fail on a busy machine (the page did not paint in time): one retry, then the error is shown.
    if (lhr.runtimeError) ({ lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }));
    if (lhr.runtimeError) console.error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  };
  try {
    if (urls.length) await measure(urls[0]);
    const out = [];
    for (const url of urls) {
      const lhrs = [];
      for (let i = 0; i < runs; i++) lhrs.push(await measure(url));
      const valid = filterToValidRuns(lhrs);
      const median = valid.length ? computeMedianRun(valid) : lhrs[0];
      const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
      out.push({
        url,
        score: score(median),
        lcpMs: Math.round(median.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(median.audits['total-blocking-time']?.numericValue ?? 0),
        runs: lhrs.length,
        scores: lhrs.map(score),
      });
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
