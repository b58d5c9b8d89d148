import { UpdateFilterPortalResultSchema, type UpdateFilterPortal } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** POST update-filter-portal: moves the stored enrollment to the chosen portal (and the group named). */
export const updateFilterPortal = (body: UpdateFilterPortal) => api.post('update-filter-portal', UpdateFilterPortalResultSchema, body);
