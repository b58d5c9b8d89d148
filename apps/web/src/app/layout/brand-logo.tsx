import { useState } from 'react';
import { PRODUCT_NAME } from '@benefit-store/domain';
import styles from './site-header.module.css';

export const DEFAULT_LOGO = '/assets/brand/logo.svg';

/** The site logo; the product name in text when the image cannot be loaded. */
export function BrandLogo({ src = DEFAULT_LOGO }: { src?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className={styles.brandText}>{PRODUCT_NAME}</span>;
  return <img className={styles.logo} src={src} alt={PRODUCT_NAME} height={44} onError={() => setFailed(true)} />;
}
