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
