import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { hasForbiddenCharacters } from '../../shared/fields.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { EnrollmentIdSchema } from '../enrollment-id.js';
import { fieldMode, type FieldDefinition } from '../steps/field-definition.js';
import { isUsStateCode } from '../steps/us-states.js';
import { BILLING_MESSAGES } from './billing.messages.js';
import { EXPIRY_MONTHS, expiryYears, isCardExpired } from './card-expiry.js';
import { cardNumberProblem, digitsOf, isAccountNumber, isSecurityCode, routingNumberProblem, ROUTING_NUMBER_LENGTH, CARD_NUMBER_MAX, ACCOUNT_NUMBER_MAX } from './payment-checks.js';

/**
 * Billing Information (spec 002 sections 2.3, 3, 4, 5, 9; issue 11 item 2): the payment method the server decides,
 * the card and bank (EFT) forms and their rules, the saved cards and banks, and what the step saves and answers.
 * The same schemas check the form in the browser and the request on the server.
 */

/** Payment method values (spec 002 section 3). cc offers EFT as the alternative; the others are fixed modes. */
export const PAYMENT_METHODS = ['cc', 'eft', 'list', 'elist', 'stmt'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The modes with no entry form, only an informational note. */
export const FIXED_PAYMENT_METHODS = ['eft', 'list', 'elist', 'stmt'] as const;
export type FixedPaymentMethod = (typeof FIXED_PAYMENT_METHODS)[number];

/** Which entry forms a server answer offers: cc gives the card form with EFT as the alternative; the rest give none. */
export function paymentChoices(method: PaymentMethod): ('cc' | 'eft')[] {
  return method === 'cc' ? ['cc', 'eft'] : [];
}

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export const ACCOUNT_HOLDER_TYPES = ['individual', 'company'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type AccountHolderType = (typeof ACCOUNT_HOLDER_TYPES)[number];

/** Bill dates offered ('{n}th of month'), default 28 (spec 002 section 9). */
export const BILL_DATES: readonly number[] = Array.from({ length: 28 }, (_, i) => i + 1);
export const DEFAULT_BILL_DATE = 28;

export const BILLING_NAME_MAX = 50;
export const BILLING_TEXT_MAX = 100;
export const BILLING_CITY_MAX = 50;
export const BILLING_ZIP_LENGTH = 5;

/** The card fields (spec 002 section 3), in form order. */
export const CARD_FIELDS = [
  'first_name_on_cc',
  'last_name_on_cc',
  'card_number',
  'expiration_month',
  'expiration_year',
  'security_code',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'is_physical_address',
] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** The bank fields (spec 002 section 3), in form order. */
export const BANK_FIELDS = ['routing_number', 'account_name', 'bank_name', 'account_number', 'account_type', 'account_holder_type', 'bill_date'] as const;
export type BankField = (typeof BANK_FIELDS)[number];

/** What our server hands out (get-form-fields-billing-info): every field shown; address2 optional unless a rule marks it. */
export const DEFAULT_BILLING_FIELDS: FieldDefinition[] = [...CARD_FIELDS, ...BANK_FIELDS].map((field_name) => ({
  field_name,
  required: field_name === 'address2' ? 0 : 1,
  read_only: 0,
}));

/** A letters-only name on the card (spec 002 section 5): letters of any alphabet, single spaces between parts. */
export const CARD_NAME_PATTERN = /^\p{L}+(?: \p{L}+)*$/u;
/** An account holder's name: letters, digits and spaces only. */
export const ACCOUNT_NAME_PATTERN = /^[A-Za-z0-9 ]+$/;

const asText = (v: unknown): unknown => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);

/** One text field: blank gives 'Field is required' (when required), else `check`'s message. */
function textField(max: number, check: (value: string) => string | null = () => null, required = true) {
  return z.preprocess(
    asText,
    z
      .string({ error: MESSAGES.invalidValue })
      .max(max, { error: MESSAGES.tooLong({ max }) })
      .superRefine((value, ctx) => {
        if (value === '') {
          if (required) ctx.addIssue({ code: 'custom', message: MESSAGES.fieldRequired });
          return;
        }
        const problem = hasForbiddenCharacters(value) ? MESSAGES.invalidCharacters : check(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  );
}

const oneOf =
  (values: readonly string[]) =>
  (value: string): string | null =>
    values.includes(value) ? null : MESSAGES.invalidChoice;

export function cardNumberMessage(value: string): string | null {
  const problem = cardNumberProblem(value);
  return problem === 'length' ? BILLING_MESSAGES.cardNumberLength : problem === 'checksum' ? BILLING_MESSAGES.cardNumberChecksum : null;
}

export function routingNumberMessage(value: string): string | null {
  const problem = routingNumberProblem(value);
  return problem === 'length' ? BILLING_MESSAGES.routingNumberLength : problem === 'checksum' ? BILLING_MESSAGES.routingNumberChecksum : null;
}

const cardName = (invalid: string) => textField(BILLING_NAME_MAX, (v) => (CARD_NAME_PATTERN.test(v) ? null : invalid));

/** Things the card rules need: the clock (this year's expiry list, an expired month) and the server's address2 flag. */
export interface CardRuleContext {
  now: Date;
  fields?: readonly FieldDefinition[];
}

/** The new-card form (payment_method cc). The number may carry spaces or dashes between groups; digits are kept. */
export function cardFormSchema({ now, fields = DEFAULT_BILLING_FIELDS }: CardRuleContext) {
  const years = expiryYears(now).map(String);
  const address2Required = fieldMode(fields, 'address2') === 'editable';
  return z
    .object({
      payment_method: z.literal('cc'),
      first_name_on_cc: cardName(ENROLLMENT_MESSAGES.invalidFirstName),
      last_name_on_cc: cardName(ENROLLMENT_MESSAGES.invalidLastName),
      card_number: textField(CARD_NUMBER_MAX + 10, cardNumberMessage).transform((v) => digitsOf(v) ?? v),
      expiration_month: textField(2, oneOf(EXPIRY_MONTHS)),
      expiration_year: textField(4, oneOf(years)),
      security_code: textField(4, (v) => (isSecurityCode(v) ? null : BILLING_MESSAGES.securityCodeLength)),
      address1: textField(BILLING_TEXT_MAX),
      address2: textField(BILLING_TEXT_MAX, () => null, address2Required),
      city: textField(BILLING_CITY_MAX),
      state: textField(2, (v) => (isUsStateCode(v) ? null : MESSAGES.invalidChoice)),
      zip: textField(BILLING_ZIP_LENGTH, (v) => (new RegExp(`^\\d{${BILLING_ZIP_LENGTH}}$`).test(v) ? null : MESSAGES.invalidZip)),
      is_physical_address: z.preprocess((v) => (v === true ? 'yes' : v === false || v === undefined || v === null || v === '' ? 'no' : v), z.enum(['yes', 'no'], { error: MESSAGES.invalidChoice })),
    })
    .superRefine((card, ctx) => {
      const month = Number(card.expiration_month);
      const year = Number(card.expiration_year);
      if (EXPIRY_MONTHS.includes(card.expiration_month) && years.includes(card.expiration_year) && isCardExpired(month, year, now)) {
        ctx.addIssue({ code: 'custom', path: ['expiration_month'], message: BILLING_MESSAGES.cardExpired });
      }
    });
}
export type CardForm = z.output<ReturnType<typeof cardFormSchema>>;

/** A payment processor's id of a card the browser sent it (Stripe: pm_…); our server never sees that card's number. */
export const PAYMENT_METHOD_ID_PATTERN = /^pm_[A-Za-z0-9_]{1,200}$/;

/**
 * The new-card form when the processor tokenizes in the browser (PAYMENT_PROVIDER=stripe; decision 0085): the names and
 * the billing address as cardFormSchema checks them, and the processor's payment method id instead of the number, the
 * security code and the expiry (read back from the processor).
 */
export function processorCardFormSchema({ now, fields = DEFAULT_BILLING_FIELDS }: CardRuleContext) {
  const shape = cardFormSchema({ now, fields }).shape;
  return z.object({
    payment_method: shape.payment_method,
    first_name_on_cc: shape.first_name_on_cc,
    last_name_on_cc: shape.last_name_on_cc,
    payment_method_id: textField(210, (v) => (PAYMENT_METHOD_ID_PATTERN.test(v) ? null : BILLING_MESSAGES.cardTokenRequired)),
    address1: shape.address1,
    address2: shape.address2,
    city: shape.city,
    state: shape.state,
    zip: shape.zip,
    is_physical_address: shape.is_physical_address,
  });
}

/** The new-bank form (payment_method eft). */
export const bankFormSchema = z.object({
  payment_method: z.literal('eft'),
  routing_number: textField(ROUTING_NUMBER_LENGTH + 5, routingNumberMessage),
  account_name: textField(BILLING_NAME_MAX, (v) => (ACCOUNT_NAME_PATTERN.test(v) ? null : BILLING_MESSAGES.invalidAccountHolderName)),
  bank_name: textField(BILLING_TEXT_MAX),
  account_number: textField(ACCOUNT_NUMBER_MAX + 5, (v) => (isAccountNumber(v) ? null : BILLING_MESSAGES.accountNumberLength)),
  account_type: textField(10, oneOf(ACCOUNT_TYPES)).transform((v) => v as AccountType),
  account_holder_type: textField(10, oneOf(ACCOUNT_HOLDER_TYPES)).transform((v) => v as AccountHolderType),
  bill_date: textField(2, oneOf(BILL_DATES.map(String))).transform(Number),
});
export type BankForm = z.output<typeof bankFormSchema>;

/** A fixed mode's save (list, elist, stmt, and eft when the server fixes it): the method alone. */
export const fixedMethodSchema = z.object({ payment_method: z.enum(FIXED_PAYMENT_METHODS) });

const savedId = z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.number({ error: MESSAGES.fieldRequired }).int().min(1).max(2_147_483_647));

/** save-billing-info-existing with a saved card. */
export const existingCardSchema = z.object({ card_id: savedId });
/** save-billing-info-existing with a saved bank: the id plus the details the person may change (spec 002 section 7). */
export const existingBankSchema = z.object({
  bank_id: savedId,
  account_type: bankFormSchema.shape.account_type,
  account_holder_type: bankFormSchema.shape.account_holder_type,
  account_name: bankFormSchema.shape.account_name,
  bank_name: bankFormSchema.shape.bank_name,
  bank_routing: bankFormSchema.shape.routing_number,
  bill_date: bankFormSchema.shape.bill_date,
});

/** The request fields the save calls name (for the route's documented shape). */
export const BILLING_REQUEST_FIELDS = ['payment_method', ...CARD_FIELDS, ...BANK_FIELDS, 'card_id', 'bank_id', 'bank_routing', 'payment_method_id'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Answers.

const masked = z.string().regex(/^\*+\d{1,4}$/);

/** A saved card as get-existing-card-info lists it: the number masked (six characters plus the last four). */
export const SavedCardSchema = z.strictObject({
  card_id: z.number().int(),
  name_on_cc: z.string(),
  brand: z.string(),
  card_number: masked,
  expiration_month: z.string(),
  expiration_year: z.string(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

/** A saved bank as get-existing-bank-info lists it: the account number masked (five characters plus the kept digits). */
export const SavedBankSchema = z.strictObject({
  bank_id: z.number().int(),
  bank_routing: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
  account_number: masked,
  account_type: z.enum(ACCOUNT_TYPES),
  account_holder_type: z.enum(ACCOUNT_HOLDER_TYPES),
  bill_date: z.number().int(),
});
export type SavedBank = z.infer<typeof SavedBankSchema>;

/**
 * get-enrollment-temp-info's payment_info (and the saves' result): the method and what may be shown of it. Never a
 * card number or security code (there is none to show: only the provider's token is kept, and not answered), and
 * the account number masked.
 */
export const PaymentInfoAnswerSchema = z.strictObject({
  payment_method: z.enum(PAYMENT_METHODS),
  card_id: z.number().int().optional(),
  first_name_on_cc: z.string().optional(),
  last_name_on_cc: z.string().optional(),
  name_on_cc: z.string().optional(),
  brand: z.string().optional(),
  card_number: masked.optional(),
  expiration_month: z.string().optional(),
  expiration_year: z.string().optional(),
  address1: z.string().optional(),
  address2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
  is_physical_address: z.enum(['yes', 'no']).optional(),
  bank_id: z.number().int().optional(),
  routing_number: z.string().optional(),
  account_name: z.string().optional(),
  bank_name: z.string().optional(),
  account_number: masked.optional(),
  account_type: z.enum(ACCOUNT_TYPES).optional(),
  account_holder_type: z.enum(ACCOUNT_HOLDER_TYPES).optional(),
  bill_date: z.number().int().optional(),
});
export type PaymentInfoAnswer = z.infer<typeof PaymentInfoAnswerSchema>;

/** The contact step's address, offered by the physical-address checkbox. */
export const PhysicalAddressSchema = z.object({ address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), zip: z.string() });
export type PhysicalAddress = z.infer<typeof PhysicalAddressSchema>;

/** billing_info's step options (get-enrollment-step): the answers of the step's get-* calls in one request. */
export const BillingStepOptionsSchema = z.object({
  payment_method: z.enum(PAYMENT_METHODS),
  existing_cards: z.array(SavedCardSchema),
  existing_banks: z.array(SavedBankSchema),
  bill_dates: z.array(z.number().int()),
  billing_text: z.string(),
  physical_address: PhysicalAddressSchema.nullable(),
  /**
   * The processor that tokenizes cards in the browser (PAYMENT_PROVIDER=stripe): the web posts the card to
   * `${api_base}/v1/payment_methods` with the publishable key and sends us only the payment method id. Absent or null:
   * the card form goes to save-billing-info (the local test provider).
   */
  card_processor: z.object({ name: z.literal('stripe'), publishable_key: z.string(), api_base: z.string() }).nullable().optional(),
});
export type BillingStepOptions = z.infer<typeof BillingStepOptionsSchema>;

/** The routing-number lookup's answer (the bank directory): the bank's name in upper case. */
export const RoutingLookupAnswerSchema = z.object({ name: z.string() });
export const RoutingLookupQuerySchema = z.object({ q: z.string().max(32) });

export const BillingEnrollmentBody = z.object({ enrollment_id: EnrollmentIdSchema });

/** The name our charges carry on statements (get-billing-text). */
export const STATEMENT_DESCRIPTOR = 'BENEFIT STORE*PREMIUM';

/** '{n}th of month' (spec 002 section 7), with the English ordinal the number takes: 1st, 2nd, 3rd, 11th, 21st. */
export const billDateLabel = (n: number) => BILLING_MESSAGES.billDateOption({ n });

/** Whose bank account an EFT draws on: the applicant's own (Bank Draft chosen on the form) or the group's (fixed mode eft). */
export type EftAccount = 'own' | 'group';
type EftTextKey = 'eftInitialPayment' | 'eftMonthlyWindows' | 'eftNoMonthlyCharge' | 'eftStopPayment' | 'eftInsufficientFunds';

/**
 * The EFT text's paragraphs (spec 002 section 2.3), in reading order, for whose account is drafted. The spec's text
 * says both when the monthly charge falls and that there is no monthly charge for EFT; each is true of one case only
 * (decision 0076): the applicant's own account is charged monthly in those windows, with the initial payment, the
 * stop-payment notice and the returned-payment fee; on the group's EFT the applicant's account is not charged at all.
 */
export function eftTextParagraphs(account: EftAccount): readonly EftTextKey[] {
  return account === 'own' ? ['eftInitialPayment', 'eftMonthlyWindows', 'eftStopPayment', 'eftInsufficientFunds'] : ['eftNoMonthlyCharge'];
}

/** A fixed mode's informational note. */
export function fixedModeNote(method: FixedPaymentMethod): string {
  const notes: Record<FixedPaymentMethod, string> = {
    eft: BILLING_MESSAGES.fixedModeEft,
    list: BILLING_MESSAGES.fixedModeList,
    elist: BILLING_MESSAGES.fixedModeElist,
    stmt: BILLING_MESSAGES.fixedModeStmt,
  };
  return notes[method];
}

export const isFixedPaymentMethod = (method: PaymentMethod): method is FixedPaymentMethod => method !== 'cc';

/** save-billing-info, save-billing-info-existing: the payment as saved (numbers masked). */
export const SavePaymentInfoAnswerSchema = z.object({ result: PaymentInfoAnswerSchema });

/** get-bank-by-routing-number: the bank a routing number belongs to. */
export const RoutingLookupResponseSchema = z.object({ response: RoutingLookupAnswerSchema });
