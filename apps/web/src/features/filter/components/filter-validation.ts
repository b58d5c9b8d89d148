import { zodResolver } from '@hookform/resolvers/zod';
import { FilterFormSchema } from '@benefit-store/domain';

/** The landing form's validation: the shared FilterFormSchema. Loaded on demand (filter-resolver.ts). */
export const filterZodResolver = zodResolver(FilterFormSchema);
