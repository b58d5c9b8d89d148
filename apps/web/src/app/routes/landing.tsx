import { useNavigate } from 'react-router';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { FilterForm } from '../../features/filter/components/filter-form';
import styles from './landing.module.css';

/** / : the filter banner and the category grid. Bundled with the entry, so it loads without a second request. */
export function LandingRoute() {
  const navigate = useNavigate();
  return (
    <>
      <section className={styles.banner} aria-labelledby="landing-title">
        <div className={styles.bannerInner}>
          <h1 className={styles.title} id="landing-title">
            Benefits that fit your life
          </h1>
          <p className={styles.lead}>Tell us a little about you to see the plans and prices available where you live.</p>
          <div className={styles.formCard}>
            <h2 className={styles.formTitle}>Your basic information</h2>
            <FilterForm onSubmitted={() => navigate('/plans')} />
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="categories-title">
        <h2 className={styles.sectionTitle} id="categories-title">
          Browse plans by category
        </h2>
        <CategoryGrid />
      </section>
    </>
  );
}
