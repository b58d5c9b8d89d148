import type { Cents, TabKey } from '@benefit-store/domain';

/** Money in a record: integer cents from version 2; version 1 records (before 2026-11-26) keep the API's "12.50". */
export type RecordMoney = Cents | string;

/** The plain part of a signed record (signed_records.record): what the person saw and answered, without secrets. */
export interface SignedRecordContent {
  /** 2: money in cents. 1: money as decimal strings. The record is immutable: readers take both. */
  version: 1 | 2;
  policy_id: string;
  enrollment_id: string;
  person: { name: string; email: string; phone: string; address: string };
  /** YYYY-MM-DD, as the enrollment stores it. */
  effective_date: string | null;
  cart: {
    plans: { plan_id: number; plan_name: string; plan_category: string; tier: string; price: RecordMoney }[];
    /** The cart's membership and one-time fee lines (domain orderLines); absent in records kept before 2026-11-26. */
    membership?: { name: string; monthly_fee: RecordMoney } | null;
    one_time_fees?: { plan_name: string; amount: RecordMoney }[];
    initial_month_cost: RecordMoney;
    recurring_month_cost: RecordMoney;
  };
  /** The agreement texts exactly as shown (in the locale the person used) and whether each was ticked. */
  agreement: { texts: { id: string; text_head: string; text_body: string; agreed: boolean }[]; fields: Record<string, unknown> };
  /** Each saved step's plain answers (SSNs, health answers, account numbers and signatures are in the secrets). */
  answers: Partial<Record<TabKey, Record<string, unknown>>>;
  /**
   * The review's flags. Its notes are in the secrets (review_info.additional_notes) from decision 0081; records signed
   * before kept them here in clear (the record is immutable: they stay so until the retention erases it).
   */
  review: { additional_notes?: string; send_sms: 0 | 1; first_enroll: 0 | 1 };
  eprocess: string | null;
  locale: string;
}
