import { PaymentInfoAnswerSchema, RoutingLookupAnswerSchema, type PaymentInfoAnswer } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

const present = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** POST save-billing-info: new card or bank details, or a fixed mode's method; empty values are left out. */
export async function saveBillingInfo(enrollmentId: string, body: Record<string, unknown>): Promise<PaymentInfoAnswer> {
  const { result } = await api.post<{ result: unknown }>('save-billing-info', present({ enrollment_id: enrollmentId, ...body }));
  return PaymentInfoAnswerSchema.parse(result);
}

/** POST save-billing-info-existing: card_id; or bank_id with account_type, account_holder_type, account_name, bank_name, bank_routing, bill_date. */
export async function saveBillingInfoExisting(enrollmentId: string, body: Record<string, unknown>): Promise<PaymentInfoAnswer> {
  const { result } = await api.post<{ result: unknown }>('save-billing-info-existing', present({ enrollment_id: enrollmentId, ...body }));
  return PaymentInfoAnswerSchema.parse(result);
}

/** The routing-number lookup (bank directory): the bank's name in upper case; a refusal comes back as an API error naming routing_number. */
export async function lookupBank(routingNumber: string): Promise<string> {
  const { response } = await api.get<{ response: unknown }>('get-bank-by-routing-number', { q: routingNumber });
  return RoutingLookupAnswerSchema.parse(response).name.toUpperCase();
}
