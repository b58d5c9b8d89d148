import type { UpdateFilterPortal, UpdateFilterPortalResult } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** POST update-filter-portal: moves the stored enrollment to the chosen portal (and the group named). */
export const updateFilterPortal = (body: UpdateFilterPortal) => api.post<UpdateFilterPortalResult>('update-filter-portal', body);
