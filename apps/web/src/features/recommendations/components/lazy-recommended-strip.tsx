import { lazy } from 'react';
import { loadAfterPaint } from '../../../lib/after-paint';

/**
 * The recommended strip as a lazy part: it sits below what each page is for (the landing's form and categories, the
 * listing, the cart), so its code (with its carousel and cards, five requests) loads after the first paint instead
 * of in the page's own wave, where on a phone's connection each request queues behind the others. Shown in a
 * `<Suspense fallback={null}>`: it is the last thing on the page, so nothing above it moves when it arrives.
 */
export const LazyRecommendedStrip = lazy(() => loadAfterPaint(() => import('./recommended-strip')).then((m) => ({ default: m.RecommendedStrip })));
