import { OptionalPart } from '../../../components/ui/optional-part';
import { loadAfterPaint } from '../../../lib/after-paint';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const strip = preloadableLazy(() => loadAfterPaint(() => import('./recommended-strip')).then((m) => m.RecommendedStrip));
const Strip = strip.Component;

/**
 * Starts loading the strip's code (after the first paint): a page calls it as its own code arrives, so the strip
 * renders in the same pass as what it follows (lib/preloadable-lazy.ts) instead of appearing, and moving the footer,
 * after it.
 */
export const preloadRecommendedStrip = () => void strip.preload().catch(() => undefined);

/**
 * The recommended strip as a lazy part: it sits below what each page is for (the landing's form and categories, the
 * listing, the cart), so its code (with its carousel and cards, five requests) loads after the first paint instead
 * of in the page's own wave, where on a phone's connection each request queues behind the others. It is the last
 * thing on each page, so nothing above it moves when it arrives; a page shows without it if it cannot load.
 */
export function LazyRecommendedStrip({ pageName }: { pageName: string }) {
  return (
    <OptionalPart>
      <Strip pageName={pageName} />
    </OptionalPart>
  );
}
