import type { TabKey } from '@benefit-store/domain';

/** The plain part of a signed record (signed_records.record): what the person saw and answered, without secrets. */
export interface SignedRecordContent {
  version: 1;
  policy_id: string;
  enrollment_id: string;
  person: { name: string; email: string; phone: string; address: string };
  /** YYYY-MM-DD, as the enrollment stores it. */
  effective_date: string | null;
  cart: {
    plans: { plan_id: number; plan_name: string; plan_category: string; tier: string; price: string }[];
    /** The cart's membership and one-time fee lines (domain orderLines); absent in records kept before 2026-11-26. */
    membership?: { name: string; monthly_fee: string } | null;
    one_time_fees?: { plan_name: string; amount: string }[];
    initial_month_cost: string;
    recurring_month_cost: string;
  };
  /** The agreement texts exactly as shown (in the locale the person used) and whether each was ticked. */
  agreement: { texts: { id: string; text_head: string; text_body: string; agreed: boolean }[]; fields: Record<string, unknown> };
  /** Each saved step's plain answers (SSNs, health answers, account numbers and signatures are in the secrets). */
  answers: Partial<Record<TabKey, Record<string, unknown>>>;
  review: { additional_notes: string; send_sms: 0 | 1; first_enroll: 0 | 1 };
  eprocess: string | null;
  locale: string;
}
