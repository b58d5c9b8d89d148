import { nullable } from 'zod/mini';
import { ValidGroupSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET validate-group: a group enrollment code; null (HTTP 204) when invalid. */
export const validateGroup = (groupCode: string) => api.get('validate-group', nullable(ValidGroupSchema), { group_code: groupCode });
