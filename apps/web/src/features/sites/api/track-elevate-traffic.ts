import { TrackElevateResultSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** POST track-elevate-traffic: records the enrollment as partner traffic (once; the server ignores repeats). */
export const trackElevateTraffic = (enrollmentId: string) => api.post('track-elevate-traffic', TrackElevateResultSchema, { enrollment_id: enrollmentId });
