/**
 * Resolves once the page's first contentful paint is on screen (or at once if it already is): code and requests that
 * the first paint does not need (startup lookups, a form with a same-sized placeholder, below-the-fold parts) start
 * after it, so on a slow phone they do not hold the first paint back. A hidden tab paints nothing: it goes on at
 * once; a page with nothing contentful to paint goes on after a second at the latest.
 */
let painted: Promise<void> | undefined;

export function afterPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const hasPainted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (document.visibilityState === 'hidden' || hasPainted() || typeof PerformanceObserver === 'undefined') return resolve();
    const observer = new PerformanceObserver(() => {
      if (!hasPainted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 1000);
  });
  return painted;
}

let wave: Promise<unknown>[] | null = [];
let waveSettled: Promise<void> | undefined;

/**
 * `load()` after the first paint, as one wave with every other load asked for before the paint (the footer, the site
 * startup, the landing's form, banner and strip, the header's contact): each resolves once all of them have arrived,
 * so React shows them in one pass instead of one render (and one blocking task on a phone) per piece. A load asked
 * for once the wave is over goes on its own.
 */
export function loadAfterPaint<T>(load: () => Promise<T>): Promise<T> {
  const own = afterPaint().then(load);
  if (!wave) return own;
  wave.push(own.catch(() => undefined));
  waveSettled ??= afterPaint().then(async () => {
    // Loads asked for while the wave arrives join it.
    for (let seen = -1; wave && seen !== wave.length; ) {
      seen = wave.length;
      await Promise.all(wave);
    }
    wave = null;
  });
  const settled = waveSettled;
  return own.then((value) => settled.then(() => value));
}

/**
 * Resolves when the browser has a moment with nothing to do (at the latest after `timeoutMs`): for work the person
 * does not wait for, such as drawing a step's picture while the next step renders.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
