import { zodResolver } from '@hookform/resolvers/zod';
import { LandingFilterSchema } from '@benefit-store/domain';

/** The landing form's validation: the shared LandingFilterSchema. Loaded on demand (filter-resolver.ts). */
export const filterZodResolver = zodResolver(LandingFilterSchema);
