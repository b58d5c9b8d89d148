import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { FilterFormSkeleton } from '../../features/filter/components/filter-form-skeleton';
import { LazyRecommendedStrip } from '../../features/recommendations/components/lazy-recommended-strip';
import { loadAfterPaint } from '../../lib/after-paint';
import { preloadPage } from '../page-preload';
import styles from './landing.module.css';
import { WEB_MESSAGES } from '@benefit-store/domain';

// The form and its library (react-hook-form, about 12 KB gzipped), the location banner and the recommended strip (below
// the fold) load beside the page rather than inside it, with the rest of the first paint's wave (lib/after-paint.ts);
// a same-sized placeholder holds the form's place meanwhile.
const FilterForm = lazy(() => loadAfterPaint(() => import('../../features/filter/components/filter-form')).then((m) => ({ default: m.FilterForm })));
const LocationBanner = lazy(() =>
  loadAfterPaint(() => import('../../features/filter/components/location-banner')).then((m) => ({ default: m.LocationBanner })),
);

/**
 * / : the filter banner, the category grid and the recommended products. The page itself is in the entry bundle. A
 * site entry may put its own list of plans (a group's) in place of the category grid, after the form.
 */
export function LandingRoute({ categories }: { categories?: ReactNode } = {}) {
  const navigate = useNavigate();
  return (
    <>
      <section className={styles.banner} aria-labelledby="landing-title">
        <div className={styles.bannerInner}>
          <h1 className={styles.title} id="landing-title">
            {WEB_MESSAGES.landingTitle}
          </h1>
          <p className={styles.lead}>{WEB_MESSAGES.landingLead}</p>
          <div className={styles.formCard}>
            <h2 className={styles.formTitle}>{WEB_MESSAGES.yourBasicInformation}</h2>
            <Suspense fallback={<FilterFormSkeleton />}>
              <FilterForm onSubmitted={() => preloadPage('/plans').then(() => navigate('/plans'))} />
            </Suspense>
          </div>
        </div>
      </section>
      {/* After the form, in the page's flow at every width: it covers nothing (decision 0077). */}
      <Suspense fallback={null}>
        <LocationBanner />
      </Suspense>
      {categories ?? (
        <section className={styles.section} aria-labelledby="categories-title">
          <h2 className={styles.sectionTitle} id="categories-title">
            {WEB_MESSAGES.browseByCategory}
          </h2>
          <CategoryGrid />
        </section>
      )}
      <div className={styles.section}>
        <LazyRecommendedStrip pageName="landing" />
      </div>
    </>
  );
}
