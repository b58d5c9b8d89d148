import type { SeedCarrier } from '../seed-types.js';

/** Fictional carriers. Each logo is a small hand-drawn SVG under apps/web/public/assets/carriers/. */
const carrier = (key: string, name: string): SeedCarrier => ({ key, name, logo: `/assets/carriers/${key}.svg` });

export const carriers: SeedCarrier[] = [
  carrier('harbor-mutual', 'Harbor Mutual'),
  carrier('summit-life-health', 'Summit Life & Health'),
  carrier('bluepine-dental', 'Bluepine Dental'),
  carrier('evergreen-benefits', 'Evergreen Benefits'),
  carrier('northstar-assurance', 'Northstar Assurance'),
  carrier('pawsure', 'Pawsure'),
];
