import {
  MAIL_BODY_KEEP_DAYS,
  ONE_TIME_CODE_KEEP_HOURS,
  RESUME_CODE_KEEP_DAYS_AFTER_EXPIRY,
  RETENTION_ABANDONED_DAYS_DEFAULT,
  RETENTION_COMPLETED_YEARS_DEFAULT,
} from '@benefit-store/domain';
import type { AppConfig } from '../../config.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instants before which each rule removes what it removes, for a sweep at `now` (decision 0074). */
export interface RetentionCutoffs {
  abandonedBefore: Date;
  completedBefore: Date;
  resumeCodesExpiredBefore: Date;
  oneTimeCodesSentBefore: Date;
  mailBodiesBefore: Date;
}

/** The configured periods (RETENTION_ABANDONED_DAYS, RETENTION_COMPLETED_YEARS) and the domain's fixed ones, as instants. */
export function retentionCutoffs(config: Pick<AppConfig, 'retentionAbandonedDays' | 'retentionCompletedYears'>, now: Date): RetentionCutoffs {
  const completedBefore = new Date(now);
  completedBefore.setUTCFullYear(completedBefore.getUTCFullYear() - (config.retentionCompletedYears ?? RETENTION_COMPLETED_YEARS_DEFAULT));
  return {
    abandonedBefore: new Date(now.getTime() - (config.retentionAbandonedDays ?? RETENTION_ABANDONED_DAYS_DEFAULT) * DAY_MS),
    completedBefore,
    resumeCodesExpiredBefore: new Date(now.getTime() - RESUME_CODE_KEEP_DAYS_AFTER_EXPIRY * DAY_MS),
    oneTimeCodesSentBefore: new Date(now.getTime() - ONE_TIME_CODE_KEEP_HOURS * HOUR_MS),
    mailBodiesBefore: new Date(now.getTime() - MAIL_BODY_KEEP_DAYS * DAY_MS),
  };
}
