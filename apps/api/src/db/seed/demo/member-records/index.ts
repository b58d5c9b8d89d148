import type { MemberRecordSection, SeedMemberRecord } from '../../seed-member-types.js';
import { BENEFICIARIES_RECORDS } from './beneficiaries.js';
import { DEPENDENTS_RECORDS } from './dependents.js';
import { HEALTH_INFO_RECORDS } from './health-info.js';
import { BANK_ACCOUNT_RECORDS, PAYMENT_CARD_RECORDS } from './payment-methods.js';

const section = (name: MemberRecordSection, records: Record<string, unknown>): SeedMemberRecord[] =>
  Object.entries(records).map(([member, value]) => ({ member, section: name, value }));

/** Demo members' earlier answers (fictional), by section; each file is keyed by member ref. */
export const memberRecords: SeedMemberRecord[] = [
  ...section('beneficiaries', BENEFICIARIES_RECORDS),
  ...section('dependents', DEPENDENTS_RECORDS),
  ...section('health_info', HEALTH_INFO_RECORDS),
  ...section('payment_cards', PAYMENT_CARD_RECORDS),
  ...section('bank_accounts', BANK_ACCOUNT_RECORDS),
];
