import type { SeedPortal } from '../seed-types.js';

export const portals: SeedPortal[] = [
  { code: 'PREMIER', name: 'Premier Benefits Portal' },
  { code: 'WORKSITE', name: 'Worksite Benefits Portal' },
];
