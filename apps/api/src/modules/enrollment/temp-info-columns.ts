import { FilterInfoAnswerSchema } from '@benefit-store/domain';
import { z } from 'zod';
import { toUsDateOrNull } from '../shared/us-date.js';
import type { ColumnReader, TempInfoColumnRegistry } from './temp-info-column-registry.js';

const text = z.string().nullable();
const id = z.number().int().nullable();

const reader = <S extends z.core.$ZodType>(schema: S, read: ColumnReader<S>['read'], forMemberLink?: (value: z.input<S>) => z.input<S>): ColumnReader<S> => ({
  schema,
  read,
  forMemberLink,
});

/**
 * get-enrollment-temp-info's columns of the enrollment row itself. Each wizard step registers its own column in its
 * routes plugin (`app.tempInfoColumns.register`, temp-info-column-registry.ts).
 */
export function registerRowColumns(columns: TempInfoColumnRegistry): void {
  columns.register('filter_info', reader(FilterInfoAnswerSchema, (row) => row.filterInfo, (value) => ({ ...value, dob: null, zip: null, gender: null })));
  columns.register('type', reader(text, (row) => row.type));
  columns.register('eprocess', reader(text, (row) => row.eprocess));
  /** MM/DD/YYYY, as every other call answers effective dates (stored YYYY-MM-DD). */
  columns.register('effective_date', reader(text, (row) => toUsDateOrNull(row.effectiveDate)));
  columns.register('open_type', reader(text, (row) => row.openType));
  columns.register('group_id', reader(id, (row) => row.groupId));
  columns.register('agent_id', reader(id, (row) => row.agentId));
  columns.register('platform_group_id', reader(id, (row) => row.platformGroupId));
  columns.register('user_id', reader(id, (row) => row.userId));
  columns.register('portal_id', reader(id, (row) => row.portalId));
  columns.register('annual_incode', reader(z.number().int().nullable(), (row) => row.annualIncome));
  columns.register('working_hours', reader(z.number().nullable(), (row) => row.workingHours));
}
