import { RoutingLookupResponseSchema, SavePaymentInfoAnswerSchema, type PaymentInfoAnswer } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

const present = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** POST save-billing-info: new card or bank details, or a fixed mode's method; empty values are left out. */
export async function saveBillingInfo(enrollmentId: string, body: Record<string, unknown>): Promise<PaymentInfoAnswer> {
  const { result } = await api.post('save-billing-info', SavePaymentInfoAnswerSchema, present({ enrollment_id: enrollmentId, ...body }));
  return result;
}

/** POST save-billing-info-existing: card_id; or bank_id with account_type, account_holder_type, account_name, bank_name, bank_routing, bill_date. */
export async function saveBillingInfoExisting(enrollmentId: string, body: Record<string, unknown>): Promise<PaymentInfoAnswer> {
  const { result } = await api.post('save-billing-info-existing', SavePaymentInfoAnswerSchema, present({ enrollment_id: enrollmentId, ...body }));
  return result;
}

/** The routing-number lookup (bank directory): the bank's name in upper case; a refusal comes back as an API error naming routing_number. */
export async function lookupBank(routingNumber: string): Promise<string> {
  const { response } = await api.get('get-bank-by-routing-number', RoutingLookupResponseSchema, { q: routingNumber });
  return response.name.toUpperCase();
}
