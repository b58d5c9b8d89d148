import { useEffect, useRef, useState } from 'react';
import { RECOMMENDATION_ARROW_THRESHOLD, type RecommendedPlan, WEB_MESSAGES } from '@benefit-store/domain';
import { RecommendedCard } from './recommended-card';
import styles from './recommended-carousel.module.css';

function Arrow({ path, label, enabled, onClick }: { path: string; label: string; enabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className={styles.arrow} onClick={() => enabled && onClick()} aria-disabled={!enabled} aria-label={label}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <path d={path} />
      </svg>
    </button>
  );
}

interface RecommendedCarouselProps {
  plans: RecommendedPlan[];
}

/**
 * The strip's carousel, on the browser's own scrolling (CSS scroll-snap, no library: 7 KB less on every page with
 * the strip; docs/decisions/0070-react-in-production-and-one-bootstrap-call.md): 2 cards per row on phones, 3 from
 * 576 px, 4 from 1140 px, 5 from 1920 px (CSS sets the slide widths). Previous and next buttons appear only past 4
 * plans, as the spec asks, and move by one card; swiping always works, and tabbing into a card scrolls it into view.
 */
export function RecommendedCarousel({ plans }: RecommendedCarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const arrows = plans.length > RECOMMENDATION_ARROW_THRESHOLD;

  // Whether the first and the last card are wholly in view, as the browser reports it (no layout read of our own).
  useEffect(() => {
    const viewport = viewportRef.current;
    const [first, last] = [viewport?.firstElementChild, viewport?.lastElementChild];
    if (!viewport || !first || !last || !arrows || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const hidden = entry.intersectionRatio < 0.95;
          if (entry.target === first) setCanPrev(hidden);
          if (entry.target === last) setCanNext(hidden);
        }
      },
      { root: viewport, threshold: [0.95] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [arrows, plans]);

  /** Scrolls by one card's width (the first slide's), backwards or forwards. */
  const step = (direction: -1 | 1) => {
    const viewport = viewportRef.current;
    const slide = viewport?.querySelector<HTMLElement>('[aria-roledescription]');
    if (!viewport || !slide) return;
    viewport.scrollBy({ left: direction * slide.offsetWidth, behavior: 'smooth' });
  };

  return (
    // Named apart from the "Recommended Products" section around it ("5 recommended plans, carousel"): two regions with
    // one name are two landmarks a screen reader cannot tell apart (axe landmark-unique).
    <div className={styles.carousel} role="region" aria-roledescription={WEB_MESSAGES.carousel} aria-label={WEB_MESSAGES.recommendedSlides({ total: plans.length })}>
      {arrows && (
        <div className={styles.controls}>
          <Arrow path="M15 5l-7 7 7 7" label={WEB_MESSAGES.previousProducts} enabled={canPrev} onClick={() => step(-1)} />
          <Arrow path="M9 5l7 7-7 7" label={WEB_MESSAGES.nextProducts} enabled={canNext} onClick={() => step(1)} />
        </div>
      )}
      {/* Slides are groups (APG carousel pattern), so the track is a plain container rather than a list. */}
      <div className={styles.viewport} ref={viewportRef}>
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
  );
}
