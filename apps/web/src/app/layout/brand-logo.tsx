import { useState } from 'react';
import { PRODUCT_NAME } from '@benefit-store/domain';
import styles from './site-header.module.css';

export const DEFAULT_LOGO = '/assets/brand/logo.svg';

/** The site logo; the site's name in text when the image cannot be loaded. */
export function BrandLogo({ src = DEFAULT_LOGO, alt = PRODUCT_NAME }: { src?: string; alt?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <span className={styles.brandText}>{alt}</span>;
  return <img className={styles.logo} src={src} alt={alt} height={44} onError={() => setFailed(src)} />;
}
