import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { RECOMMENDATION_ARROW_THRESHOLD, type RecommendedPlan, WEB_MESSAGES } from '@benefit-store/domain';
import { RecommendedCard } from './recommended-card';
import styles from './recommended-carousel.module.css';

interface RecommendedCarouselProps {
  plans: RecommendedPlan[];
  /** The strip's heading, which names the carousel region. */
  labelledBy: string;
}

/**
 * The strip's carousel (embla): 2 cards per row on phones, 3 from 576 px, 4 from 1140 px, 5 from 1920 px (CSS sets
 * the slide widths). Previous and next buttons appear only past 4 plans, as the spec asks; swiping always works,
 * and tabbing into a card scrolls it into view (embla's watchFocus).
 */
export function RecommendedCarousel({ plans, labelledBy }: RecommendedCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const arrows = plans.length > RECOMMENDATION_ARROW_THRESHOLD;

  const sync = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  return (
    <div className={styles.carousel} role="region" aria-roledescription={WEB_MESSAGES.carousel} aria-labelledby={labelledBy}>
      {arrows && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollPrev()}
            aria-disabled={!canPrev}
            aria-label={WEB_MESSAGES.previousProducts}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollNext()}
            aria-disabled={!canNext}
            aria-label={WEB_MESSAGES.nextProducts}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      )}
      <div className={styles.viewport} ref={viewportRef}>
        {/* Slides are groups (APG carousel pattern), so the track is a plain container rather than a list. */}
        <div className={styles.track}>
          {plans.map((plan, index) => (
            <div
              key={plan.plan_id}
              className={styles.slide}
              role="group"
              aria-roledescription={WEB_MESSAGES.slide}
              aria-label={WEB_MESSAGES.slideOf({ index: index + 1, total: plans.length })}
            >
              <RecommendedCard plan={plan} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
