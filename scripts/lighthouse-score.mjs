// Lighthouse performance scores (mobile profile, simulated throttling) in the system Chromium, which makes no
// connections of its own (ARCHITECTURE.md section 7). Used by bench.mjs.
import { createServer } from 'node:http';
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
 * A page with no script, no stylesheet and no image: what Lighthouse gives the fastest page this machine can serve.
 * Measured in the same run as the store's pages, it shows whether a low score is the page's or a busy machine's.
 */
const BARE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bare page</title><meta name="description" content="A static page to measure the machine by."></head>
<body><main><h1>A bare static page</h1><p>No script, no stylesheet, no image: the machine's own floor.</p></main></body></html>`;

function serveBarePage() {
  return new Promise((resolve) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(BARE_PAGE);
    });
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) }));
  });
}

const resourceCount = (lhr, type) => lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === type)?.requestCount ?? null;

/**
 * { url, score, lcpMs, tbtMs, cls, requests, scripts, benchmarkIndex, runs, scores, bare } for each URL, then (unless `bare: false`) for a bare static
 * page served by this script (`bare: true`) with the same Chromium and settings: the median of `runs` Lighthouse runs
 * (Lighthouse's own computeMedianRun, by FCP and TTI), as Lighthouse's documentation advises, since one run on a
 * shared two-core machine swings by 20 points. One warm-up run first, not counted: the first page a new Chromium opens
 * pays for its own start-up.
 */
export async function lighthouseScores(urls, { runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5), bare = true } = {}) {
  const barePage = bare ? await serveBarePage() : null;
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
    for (const url of barePage ? [...urls, barePage.url] : urls) {
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
        // What the page loaded (Lighthouse's resource summary of the median run).
        requests: resourceCount(median, 'total'),
        scripts: resourceCount(median, 'script'),
        // Lighthouse's own measure of this machine's CPU speed during the run (higher is faster).
        benchmarkIndex: Math.round(median.environment?.benchmarkIndex ?? 0),
        cls: Math.round((median.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        runs: lhrs.length,
        scores: lhrs.map(score),
        bare: url === barePage?.url,
      });
    }
    return out;
  } finally {
    await chrome.kill();
    await barePage?.close();
  }
}

/** The bench's table of scores; the bare page is named as such. */
export function printLighthouseScores(scores) {
  console.log('\n| page | Lighthouse performance (median run) | LCP ms | TBT ms | CLS | requests | scripts | CPU index | every run |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const s of scores) {
    console.log(`| ${s.bare ? 'bare static page (same run)' : new URL(s.url).pathname} | ${s.score} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} | ${s.requests} | ${s.scripts} | ${s.benchmarkIndex} | ${s.scores.join(', ')} |`);
  }
}

//   node scripts/lighthouse-score.mjs http://127.0.0.1:3000/ http://127.0.0.1:3000/plans   (a running store)
if (import.meta.url === `file://${process.argv[1]}`) printLighthouseScores(await lighthouseScores(process.argv.slice(2)));
