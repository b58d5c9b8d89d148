// Lighthouse performance scores (mobile profile, simulated throttling) in the system Chromium, which makes no
// connections of its own (ARCHITECTURE.md section 7). Used by bench.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

/** { url, score, lcpMs, tbtMs } for each URL; one Chromium for all of them. */
export async function lighthouseScores(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const out = [];
    for (const url of urls) {
      let { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      // A run can fail on a busy machine (the page did not paint in time): one retry, then the error is shown.
      if (lhr.runtimeError) ({ lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }));
      if (lhr.runtimeError) console.error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      out.push({
        url,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
