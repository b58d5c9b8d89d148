import {
  BILL_DATES,
  BILLING_MESSAGES,
  bankFormSchema,
  cardFormSchema,
  DEFAULT_BILLING_FIELDS,
  existingBankSchema,
  existingCardSchema,
  issuesToFieldErrors,
  maskAccountNumber,
  maskCardNumber,
  MESSAGES,
  PAYMENT_METHODS,
  PaymentInfoAnswerSchema,
  processorCardFormSchema,
  STATEMENT_DESCRIPTOR,
  type BillingStepOptions,
  type FieldDefinition,
  type FieldError,
  type PaymentInfoAnswer,
  type PaymentMethod,
  type PhysicalAddress,
  type SavedBank,
  type SavedCard,
} from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { groupBilling } from '../../../db/schema/index.js';
import { readMemberRecord } from '../../members/index.js';
import { bankByRoutingNumber, paymentProvider } from '../../payments/index.js';
import { AppError } from '../../shared/app-error.js';
import { paymentsTotal } from '../../shared/outcome-metrics.js';
import type { RequestContext } from '../../shared/request-context.js';
import { type EnrollmentRow, type LockedTx, requireHeldEnrollment, withLockedEnrollment } from '../../enrollment-record/index.js';
import { readContactInfoAnswer } from '../step-columns.js';
import { readTabData, saveTabData } from '../tab-data.repository.js';
import { isMemberLinkEnrollment } from '../member-link.js';

const TAB = 'billing_info';

// ---------------------------------------------------------------------------------------------------------------
// What the step offers.

/** get-payment-method: the group's billing mode (group_billing), else cc (card with the EFT alternative). */
export async function paymentMethodOf(ctx: RequestContext, enrollment: EnrollmentRow): Promise<PaymentMethod> {
  if (enrollment.groupId === null) return 'cc';
  const [row] = await ctx.db.select({ method: groupBilling.paymentMethod }).from(groupBilling).where(eq(groupBilling.groupId, enrollment.groupId)).limit(1);
  return row && (PAYMENT_METHODS as readonly string[]).includes(row.method) ? (row.method as PaymentMethod) : 'cc';
}

/** get-form-fields-billing-info: no rule narrows the billing fields yet (address2 optional). */
export function billingFields(_enrollment: EnrollmentRow): FieldDefinition[] {
  return DEFAULT_BILLING_FIELDS.map((f) => ({ ...f }));
}

/** A member's saved card as stored (member record 'payment_cards'): the provider's token, never a number. */
const StoredCardSchema = z.object({
  card_id: z.number().int(),
  name_on_cc: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiration_month: z.string(),
  expiration_year: z.string(),
  token: z.string().min(1),
});
type StoredCard = z.infer<typeof StoredCardSchema>;

/** A member's saved bank account as stored (member record 'bank_accounts', encrypted): the whole account number. */
const StoredBankSchema = z.object({
  bank_id: z.number().int(),
  bank_routing: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
  account_number: z.string().regex(/^\d{4,17}$/),
  account_type: z.enum(['checking', 'savings']),
  account_holder_type: z.enum(['individual', 'company']),
  bill_date: z.number().int(),
});
type StoredBank = z.infer<typeof StoredBankSchema>;

/** The saved methods of the enrollment's member (an existing member's enrollment); none for anyone else. */
async function storedList<T>(ctx: RequestContext, enrollment: EnrollmentRow, section: 'payment_cards' | 'bank_accounts', schema: z.ZodType<T>): Promise<T[]> {
  if (!isMemberLinkEnrollment(enrollment) || enrollment.userId === null) return [];
  const parsed = z.array(schema).safeParse(await readMemberRecord(ctx.db, ctx.cipher, enrollment.userId, section));
  return parsed.success ? parsed.data : [];
}

const toSavedCard = (card: StoredCard): SavedCard => ({
  card_id: card.card_id,
  name_on_cc: card.name_on_cc,
  brand: card.brand,
  card_number: maskCardNumber(card.last4),
  expiration_month: card.expiration_month,
  expiration_year: card.expiration_year,
});

const toSavedBank = (bank: StoredBank): SavedBank => ({
  bank_id: bank.bank_id,
  bank_routing: bank.bank_routing,
  account_name: bank.account_name,
  bank_name: bank.bank_name,
  account_number: maskAccountNumber(bank.account_number),
  account_type: bank.account_type,
  account_holder_type: bank.account_holder_type,
  bill_date: bank.bill_date,
});

export const existingCards = async (ctx: RequestContext, enrollment: EnrollmentRow): Promise<SavedCard[]> =>
  (await storedList(ctx, enrollment, 'payment_cards', StoredCardSchema)).map(toSavedCard);
export const existingBanks = async (ctx: RequestContext, enrollment: EnrollmentRow): Promise<SavedBank[]> =>
  (await storedList(ctx, enrollment, 'bank_accounts', StoredBankSchema)).map(toSavedBank);

/** The contact step's address (the physical-address checkbox copies it), or null before the contact step is saved. */
export async function physicalAddressOf(ctx: RequestContext, enrollment: EnrollmentRow): Promise<PhysicalAddress | null> {
  const contact = (await readContactInfoAnswer(ctx, enrollment)) as Record<string, unknown> | null;
  if (!contact) return null;
  const text = (key: string) => (typeof contact[key] === 'string' ? (contact[key] as string) : '');
  return { address1: text('address1'), address2: text('address2'), city: text('city'), state: text('state'), zip: text('zip') };
}

export const billingText = (): string => BILLING_MESSAGES.statementDescriptorText({ descriptor: STATEMENT_DESCRIPTOR });

/** billing_info's options in get-enrollment-step: every get-* answer of the step in one request. */
export async function billingStepOptions(ctx: RequestContext, enrollment: EnrollmentRow): Promise<BillingStepOptions> {
  const [payment_method, existing_cards, existing_banks, physical_address] = await Promise.all([
    paymentMethodOf(ctx, enrollment),
    existingCards(ctx, enrollment),
    existingBanks(ctx, enrollment),
    physicalAddressOf(ctx, enrollment),
  ]);
  const browser = paymentProvider().browserTokenization;
  const card_processor = browser ? { name: 'stripe' as const, publishable_key: browser.publishableKey, api_base: browser.apiBase } : null;
  return { payment_method, existing_cards, existing_banks, bill_dates: [...BILL_DATES], billing_text: billingText(), physical_address, card_processor };
}

// ---------------------------------------------------------------------------------------------------------------
// Saving.

const refuse = (errors: FieldError[]) => new AppError('invalid', MESSAGES.validationFailed, errors);
const asRecord = (data: unknown): Record<string, unknown> => (typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...(data as Record<string, unknown>) } : {});
const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The routing number's bank in the directory, or the refusal under routing_number. */
async function requireListedRouting(ctx: RequestContext, routing: string, target: string): Promise<void> {
  const listed = Boolean(await bankByRoutingNumber(ctx.db, routing));
  paymentsTotal.inc({ method: 'bank', outcome: listed ? 'accepted' : 'unknown_routing' });
  if (!listed) throw refuse([{ target_element: target, error_message: BILLING_MESSAGES.routingNumberUnknown }]);
}

type BillingAddress = NonNullable<Awaited<ReturnType<typeof physicalAddressOf>>>;
interface CardForm extends BillingAddress {
  first_name_on_cc: string;
  last_name_on_cc: string;
  is_physical_address: PaymentInfoAnswer['is_physical_address'];
}

/** The billing address typed on the card form, or the contact step's address when the physical-address box is ticked. */
async function billingAddressOf(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, card: CardForm): Promise<BillingAddress> {
  const typed = { address1: card.address1, address2: card.address2, city: card.city, state: card.state, zip: card.zip };
  if (card.is_physical_address !== 'yes') return typed;
  return (await physicalAddressOf({ ...ctx, db: tx }, enrollment)) ?? typed;
}

/** What the billing step keeps of a new card: names, the processor's brand and last four digits, the expiry, the address. */
const cardAnswer = (card: CardForm, address: BillingAddress, read: { brand: string; last4: string; expirationMonth: string; expirationYear: string }): PaymentInfoAnswer => ({
  payment_method: 'cc',
  first_name_on_cc: card.first_name_on_cc,
  last_name_on_cc: card.last_name_on_cc,
  name_on_cc: `${card.first_name_on_cc} ${card.last_name_on_cc}`,
  brand: read.brand,
  card_number: maskCardNumber(read.last4),
  expiration_month: read.expirationMonth,
  expiration_year: read.expirationYear,
  ...address,
  is_physical_address: card.is_physical_address,
});

/**
 * A new card: the form's rules, then the payment provider, which answers a token. Only the token (encrypted, with
 * the tab's secrets), the brand, the last four digits, the expiry and the billing address are kept; the number and
 * the security code go no further than the provider call. With the physical-address box the contact address is used.
 */
async function saveNewCard(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, raw: Record<string, unknown>): Promise<PaymentInfoAnswer> {
  if (paymentProvider().browserTokenization) return saveProcessorCard(ctx, tx, enrollment, raw);
  const parsed = cardFormSchema({ now: ctx.now, fields: billingFields(enrollment) }).safeParse(raw);
  if (!parsed.success) throw refuse(issuesToFieldErrors(parsed.error.issues));
  const card = parsed.data;
  const address = await billingAddressOf(ctx, tx, enrollment, card);
  const result = await paymentProvider().tokenizeCard({
    number: card.card_number,
    securityCode: card.security_code,
    expirationMonth: card.expiration_month,
    expirationYear: card.expiration_year,
    nameOnCard: `${card.first_name_on_cc} ${card.last_name_on_cc}`,
    zip: address.zip,
  });
  paymentsTotal.inc({ method: 'card', outcome: result.ok ? 'accepted' : result.reason });
  if (!result.ok) {
    throw refuse([{ target_element: 'card_number', error_message: result.reason === 'declined' ? BILLING_MESSAGES.cardDeclined : BILLING_MESSAGES.paymentProviderUnavailable }]);
  }
  const answer = cardAnswer(card, address, { brand: result.brand, last4: result.last4, expirationMonth: card.expiration_month, expirationYear: card.expiration_year });
  await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: answer, secrets: { card_token: result.token } }, ctx.now);
  return answer;
}

/**
 * A new card the browser gave the processor itself (PAYMENT_PROVIDER=stripe): only its payment method id reaches us,
 * and a card number sent anyway is refused (it must not pass through our server). The brand, last four digits and
 * expiry are read back from the processor, not taken from the browser.
 */
async function saveProcessorCard(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, raw: Record<string, unknown>): Promise<PaymentInfoAnswer> {
  if (present(raw.card_number) || present(raw.security_code)) throw refuse([{ target_element: 'card_number', error_message: BILLING_MESSAGES.cardTokenRequired }]);
  const parsed = processorCardFormSchema({ now: ctx.now, fields: billingFields(enrollment) }).safeParse(raw);
  if (!parsed.success) throw refuse(issuesToFieldErrors(parsed.error.issues));
  const card = parsed.data;
  let method: Awaited<ReturnType<NonNullable<ReturnType<typeof paymentProvider>['paymentMethod']>>> = null;
  try {
    method = (await paymentProvider().paymentMethod?.(card.payment_method_id)) ?? null;
  } catch {
    paymentsTotal.inc({ method: 'card', outcome: 'unavailable' });
    throw refuse([{ target_element: 'card_number', error_message: BILLING_MESSAGES.paymentProviderUnavailable }]);
  }
  paymentsTotal.inc({ method: 'card', outcome: method ? 'accepted' : 'declined' });
  if (!method) throw refuse([{ target_element: 'card_number', error_message: BILLING_MESSAGES.cardTokenRequired }]);
  const address = await billingAddressOf(ctx, tx, enrollment, card);
  const answer = cardAnswer(card, address, method);
  // Charged later (PAYMENT_CHARGE_AT=effective_date): the processor keeps the method on a customer of its own, so the
  // charge made days later, with nobody there, can work (decision 0085).
  const secrets: Record<string, string> = { card_token: card.payment_method_id };
  if (paymentProvider().prepareForLaterCharge) {
    let later: { customerId: string } | null;
    try {
      later = await paymentProvider().prepareForLaterCharge!(card.payment_method_id, `Enrollment ${enrollment.id}`);
    } catch {
      throw refuse([{ target_element: 'card_number', error_message: BILLING_MESSAGES.paymentProviderUnavailable }]);
    }
    if (!later) throw refuse([{ target_element: 'card_number', error_message: BILLING_MESSAGES.cardTokenRequired }]);
    secrets.processor_customer = later.customerId;
  }
  await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: answer, secrets }, ctx.now);
  return answer;
}

/** New bank details: the form's rules, the routing number listed in the bank directory; the account number encrypted. */
async function saveNewBank(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, raw: Record<string, unknown>): Promise<PaymentInfoAnswer> {
  const parsed = bankFormSchema.safeParse(raw);
  if (!parsed.success) throw refuse(issuesToFieldErrors(parsed.error.issues));
  const bank = parsed.data;
  await requireListedRouting({ ...ctx, db: tx }, bank.routing_number, 'routing_number');
  const answer: PaymentInfoAnswer = {
    payment_method: 'eft',
    routing_number: bank.routing_number,
    account_name: bank.account_name,
    bank_name: bank.bank_name,
    account_number: maskAccountNumber(bank.account_number),
    account_type: bank.account_type,
    account_holder_type: bank.account_holder_type,
    bill_date: bank.bill_date,
  };
  await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: answer, secrets: { account_number: bank.account_number } }, ctx.now);
  return answer;
}

/** A saved card (card_id): the member's stored token is used; an expired one is refused. */
async function saveExistingCard(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, raw: Record<string, unknown>): Promise<PaymentInfoAnswer> {
  const parsed = existingCardSchema.safeParse(raw);
  if (!parsed.success) throw refuse(issuesToFieldErrors(parsed.error.issues));
  const card = (await storedList({ ...ctx, db: tx }, enrollment, 'payment_cards', StoredCardSchema)).find((c) => c.card_id === parsed.data.card_id);
  if (!card) throw refuse([{ target_element: 'card_id', error_message: BILLING_MESSAGES.savedCardUnknown }]);
  const month = Number(card.expiration_month);
  const year = Number(card.expiration_year);
  const now = ctx.now;
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    throw refuse([{ target_element: 'card_id', error_message: BILLING_MESSAGES.cardExpired }]);
  }
  const answer: PaymentInfoAnswer = { payment_method: 'cc', ...toSavedCard(card) };
  await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: answer, secrets: { card_token: card.token } }, ctx.now);
  return answer;
}

/** A saved bank (bank_id) with the details the person may change; its stored account number is kept (encrypted). */
async function saveExistingBank(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, raw: Record<string, unknown>): Promise<PaymentInfoAnswer> {
  // The form's save-for-later sends the saved bank's routing number as routing_number.
  const parsed = existingBankSchema.safeParse({ ...raw, bank_routing: present(raw.bank_routing) ? raw.bank_routing : raw.routing_number });
  if (!parsed.success) throw refuse(issuesToFieldErrors(parsed.error.issues));
  const bank = (await storedList({ ...ctx, db: tx }, enrollment, 'bank_accounts', StoredBankSchema)).find((b) => b.bank_id === parsed.data.bank_id);
  if (!bank) throw refuse([{ target_element: 'bank_id', error_message: BILLING_MESSAGES.savedBankUnknown }]);
  const b = parsed.data;
  await requireListedRouting({ ...ctx, db: tx }, b.bank_routing, 'bank_routing');
  const answer: PaymentInfoAnswer = {
    payment_method: 'eft',
    bank_id: bank.bank_id,
    routing_number: b.bank_routing,
    account_name: b.account_name,
    bank_name: b.bank_name,
    account_number: maskAccountNumber(bank.account_number),
    account_type: b.account_type,
    account_holder_type: b.account_holder_type,
    bill_date: b.bill_date,
  };
  await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: answer, secrets: { account_number: bank.account_number } }, ctx.now);
  return answer;
}

/**
 * Saves the billing step inside the caller's lock (save-billing-info, save-billing-info-existing, and
 * save-enrollment's payment_info). The method must be one the server offers: a fixed mode (eft, list, elist, stmt)
 * saves the method alone; cc takes a card or bank details. A card_id or bank_id picks a saved one.
 */
export async function saveBillingInfoData(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, data: unknown): Promise<PaymentInfoAnswer> {
  const raw = asRecord(data);
  delete raw.enrollment_id;
  const offered = await paymentMethodOf({ ...ctx, db: tx }, enrollment);
  const existing = present(raw.card_id) || present(raw.bank_id);
  const chosen = present(raw.payment_method) ? raw.payment_method : existing ? (present(raw.card_id) ? 'cc' : 'eft') : offered;
  if (offered !== 'cc') {
    if (chosen !== offered) throw refuse([{ target_element: 'payment_method', error_message: BILLING_MESSAGES.paymentMethodNotOffered }]);
    const answer: PaymentInfoAnswer = { payment_method: offered };
    await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: answer }, ctx.now);
    return answer;
  }
  if (chosen === 'cc') return present(raw.card_id) ? saveExistingCard(ctx, tx, enrollment, raw) : saveNewCard(ctx, tx, enrollment, { ...raw, payment_method: 'cc' });
  if (chosen === 'eft') return present(raw.bank_id) ? saveExistingBank(ctx, tx, enrollment, raw) : saveNewBank(ctx, tx, enrollment, { ...raw, payment_method: 'eft' });
  throw refuse([{ target_element: 'payment_method', error_message: present(chosen) ? BILLING_MESSAGES.paymentMethodNotOffered : MESSAGES.fieldRequired }]);
}

/** POST save-billing-info / save-billing-info-existing. */
export async function saveBillingInfo(ctx: RequestContext, body: { enrollment_id: string } & Record<string, unknown>, existing: boolean): Promise<{ result: PaymentInfoAnswer }> {
  const result = await withLockedEnrollment(ctx, body.enrollment_id, (tx, enrollment) => {
    if (existing && !present(body.card_id) && !present(body.bank_id)) throw refuse([{ target_element: 'card_id', error_message: MESSAGES.fieldRequired }]);
    return saveBillingInfoData(ctx, tx, enrollment, body);
  });
  return { result };
}

/** get-enrollment-temp-info's payment_info: what the step saved (numbers masked, no token), or null. */
export async function readPaymentInfoAnswer(ctx: RequestContext, enrollment: EnrollmentRow): Promise<PaymentInfoAnswer | null> {
  const saved = await readTabData(ctx.db, ctx.cipher, enrollment.id, TAB);
  if (!saved) return null;
  const parsed = PaymentInfoAnswerSchema.safeParse(saved.data);
  return parsed.success ? parsed.data : null;
}

/** The definitions with the saved values (get-form-fields-billing-info and the step bootstrap's fields). */
export async function billingFieldsWithValues(ctx: RequestContext, enrollment: EnrollmentRow): Promise<FieldDefinition[]> {
  const saved = (await readPaymentInfoAnswer(ctx, enrollment)) as Record<string, unknown> | null;
  return billingFields(enrollment).map((f) => ({ ...f, value: saved?.[f.field_name] ?? null }));
}

/** For the get-* calls taking an enrollment id. */
export async function withHeld<T>(ctx: RequestContext, enrollmentId: string, read: (enrollment: EnrollmentRow) => Promise<T> | T): Promise<T> {
  return read(await requireHeldEnrollment(ctx, enrollmentId));
}

/** The routing-number lookup (the bank directory): the bank's name in upper case, or the refusal under the field. */
export async function lookupRoutingNumber(ctx: RequestContext, q: string): Promise<{ name: string }> {
  const routing = q.trim();
  const problem = bankFormSchema.shape.routing_number.safeParse(routing);
  if (!problem.success) throw refuse([{ target_element: 'routing_number', error_message: problem.error.issues[0]?.message ?? BILLING_MESSAGES.routingNumberLength }]);
  const bank = await bankByRoutingNumber(ctx.db, routing);
  if (!bank) throw refuse([{ target_element: 'routing_number', error_message: BILLING_MESSAGES.routingNumberUnknown }]);
  return bank;
}
