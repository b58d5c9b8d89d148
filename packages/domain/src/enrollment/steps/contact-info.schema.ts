import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { EnrollmentIdSchema } from '../enrollment-id.js';
import { fieldDefinitions, fieldMode, type FieldDefinition, type FieldMode } from './field-definition.js';
import { codePair, plainTextPair, schemaFor, textPair, type FieldPair } from './step-fields.js';
import { stepSchema, type ReportFieldError } from './step-schema.js';
import { isUsStateCode, type UsStateCode } from './us-states.js';
import { uspsAddressCheck, type ZipLookup } from './usps-address.js';

/** The contact-information fields (spec 001 section 3), in form order. */
export const CONTACT_INFO_FIELDS = [
  'email_address',
  'phone_number',
  'address1',
  'address2',
  'city',
  'zip',
  'state',
  'birth_state',
  'birth_city',
] as const;
export type ContactInfoField = (typeof CONTACT_INFO_FIELDS)[number];

/**
 * What Save & Continue Later sends for this step (spec 001 section 7, save-enrollment's `data` for contact): a save
 * for later never requires a field beyond these (issue 26 item 5); the step's Next still requires every field.
 */
export const CONTACT_SAVE_LATER_FIELDS = ['address1', 'address2', 'city', 'state', 'zip', 'phone_number', 'email_address'] as const satisfies readonly ContactInfoField[];

/**
 * The definitions a save for later is checked under: a field the spec's save-later payload does not name (birth state
 * and city) is taken when given, with its own format, and never required (read-only mode: optional).
 */
export const contactFieldsForLater = (fields: readonly FieldDefinition[]): FieldDefinition[] =>
  fields.map((f) => ((CONTACT_SAVE_LATER_FIELDS as readonly string[]).includes(f.field_name) ? { ...f } : { ...f, read_only: 1 }));

/** The 0/1 switches sent with the fields: the USPS checkbox and the rep's or group's skip-validation boxes. */
export const CONTACT_INFO_FLAGS = ['with_validation', 'skip_validation_email', 'skip_validation_phone'] as const;

/** What our server offers when no rule switches a field off: everything but address2 (offered anyway, optional). */
export const DEFAULT_CONTACT_INFO_FIELDS: FieldDefinition[] = fieldDefinitions(CONTACT_INFO_FIELDS.filter((f) => f !== 'address2'));

export const EMAIL_MAX = 254;
export const ADDRESS_MAX = 100;
export const CITY_MAX = 50;
export const PHONE_DIGITS = 10;

/** The same practical pattern zod uses for z.email(), so the browser and the server agree on every address. */
const EMAIL_PATTERN = z.regexes.email;

export const contactEmailPair: FieldPair = {
  required: plainTextPair(EMAIL_MAX).required.refine((v) => EMAIL_PATTERN.test(String(v)), { error: ENROLLMENT_MESSAGES.invalidContactEmail }),
  optional: plainTextPair(EMAIL_MAX).optional.refine((v) => v === undefined || EMAIL_PATTERN.test(String(v)), {
    error: ENROLLMENT_MESSAGES.invalidContactEmail,
  }),
};

/** Spaces, dashes, dots and brackets people type between the digits are not part of the number. */
const PHONE_SEPARATORS = /[\s().-]/g;

/** A US phone number: exactly 10 digits once separators are removed; the result is the digits. */
export const contactPhonePair: FieldPair = textPair((s) =>
  s
    .refine((v) => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(v.replace(PHONE_SEPARATORS, '')), { error: ENROLLMENT_MESSAGES.invalidContactPhone, abort: true })
    .transform((v) => v.replace(PHONE_SEPARATORS, '')),
);

export const contactZipPair: FieldPair = textPair((s) => s.regex(/^\d{5}$/, { error: MESSAGES.enterFiveDigitZipDot }));

/** Two letters, upper-cased, and a state or territory get-states lists. */
export const statePair: FieldPair = textPair((s) =>
  s
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z]{2}$/.test(v) && isUsStateCode(v), { error: ENROLLMENT_MESSAGES.invalidState })
    .transform((v) => v as UsStateCode),
);

/** A checkbox sent as 1 or 0 (true and false are read too); absent means 0. */
const flagPair = codePair([0, 1] as const);
const flagSchema = z.preprocess((v) => (v === true ? 1 : v === false ? 0 : v), flagPair.optional);

const FIELD_PAIRS: Record<ContactInfoField, FieldPair> = {
  email_address: contactEmailPair,
  phone_number: contactPhonePair,
  address1: plainTextPair(ADDRESS_MAX),
  address2: plainTextPair(ADDRESS_MAX),
  city: plainTextPair(CITY_MAX),
  zip: contactZipPair,
  state: statePair,
  birth_state: statePair,
  birth_city: plainTextPair(CITY_MAX),
};

/** The save-contact-info payload (blank values are dropped, so every field is optional in the type). */
export interface ContactInfo {
  email_address?: string;
  phone_number?: string;
  address1?: string;
  address2?: string;
  city?: string;
  zip?: string;
  state?: UsStateCode;
  birth_state?: UsStateCode;
  birth_city?: string;
  with_validation: 0 | 1;
  skip_validation_email: 0 | 1;
  skip_validation_phone: 0 | 1;
}

export type ContactInfoInput = { [K in keyof ContactInfo]?: string | number | boolean | null };

export interface ContactInfoOptions {
  /** With it, a checked 'USPS Address Validation' box requires city, state and zip to agree (the API passes one). */
  zipLookup?: ZipLookup;
}

/**
 * The mode each field gets. address2 is always offered (the form shows street address 1 and 2) and required only
 * when flagged; birth state and city are shown when flagged but required only when both are (spec 001 section 5).
 */
function contactModes(fields: readonly FieldDefinition[]): Record<ContactInfoField, FieldMode> {
  const modes = Object.fromEntries(CONTACT_INFO_FIELDS.map((f) => [f, fieldMode(fields, f)])) as Record<ContactInfoField, FieldMode>;
  if (modes.address2 === 'hidden') modes.address2 = 'readOnly';
  if (!(modes.birth_state === 'editable' && modes.birth_city === 'editable')) {
    for (const f of ['birth_state', 'birth_city'] as const) if (modes[f] === 'editable') modes[f] = 'readOnly';
  }
  return modes;
}

function contactShape(fields: readonly FieldDefinition[]) {
  const modes = contactModes(fields);
  const shape: Record<string, z.ZodType> = {};
  for (const name of CONTACT_INFO_FIELDS) {
    const schema = schemaFor(modes[name], FIELD_PAIRS[name]);
    if (schema) shape[name] = schema;
  }
  for (const flag of CONTACT_INFO_FLAGS) shape[flag] = flagSchema;
  return shape;
}

/** Where each USPS disagreement is reported: an unknown zip under zip, a wrong state or city under that field. */
const uspsMessages = {
  unknownZip: ['zip', MESSAGES.invalidZip],
  stateMismatch: ['state', ENROLLMENT_MESSAGES.uspsAddressMismatch],
  cityMismatch: ['city', ENROLLMENT_MESSAGES.uspsAddressMismatch],
} as const;

function uspsCheck(lookup: ZipLookup | undefined) {
  if (!lookup) return undefined;
  return (raw: Record<string, unknown>, report: ReportFieldError) => {
    if (flagSchema.safeParse(raw.with_validation).data !== 1) return;
    const zip = contactZipPair.required.safeParse(raw.zip);
    const state = statePair.required.safeParse(raw.state);
    const city = FIELD_PAIRS.city.required.safeParse(raw.city);
    // A field with its own error says so first; the address is compared once all three are well formed.
    if (!zip.success || !state.success || !city.success) return;
    const result = uspsAddressCheck(String(city.data), String(state.data), String(zip.data), lookup);
    if (result === 'ok') return;
    const [field, message] = uspsMessages[result];
    report(field, message);
  };
}

const withFlagDefaults = <T extends Partial<ContactInfo>>(data: T): T => ({
  ...data,
  with_validation: data.with_validation ?? 0,
  skip_validation_email: data.skip_validation_email ?? 0,
  skip_validation_phone: data.skip_validation_phone ?? 0,
});

/**
 * The Contact Information form and the save-contact-info payload under the server's field definitions, with every
 * message of spec 001 section 5. Whether a rep or group may skip e-mail or phone validation is the server's call
 * (enrollBy); this schema only reads the 0/1 flags.
 */
export function contactInfoSchema(
  fields: readonly FieldDefinition[] = DEFAULT_CONTACT_INFO_FIELDS,
  options: ContactInfoOptions = {},
): z.ZodType<ContactInfo, ContactInfoInput> {
  return stepSchema(contactShape(fields), {
    crossCheck: uspsCheck(options.zipLookup),
    finish: (data) => withFlagDefaults(data as Partial<ContactInfo>),
  }) as z.ZodType<ContactInfo, ContactInfoInput>;
}

/** POST save-contact-info: the enrollment id plus the contact fields. */
export function saveContactInfoSchema(
  fields: readonly FieldDefinition[] = DEFAULT_CONTACT_INFO_FIELDS,
  options: ContactInfoOptions = {},
): z.ZodType<ContactInfo & { enrollment_id: string }, ContactInfoInput & { enrollment_id?: unknown }> {
  return stepSchema(
    { enrollment_id: EnrollmentIdSchema, ...contactShape(fields) },
    { crossCheck: uspsCheck(options.zipLookup), finish: (data) => withFlagDefaults(data as Partial<ContactInfo> & { enrollment_id: string }) },
  ) as z.ZodType<ContactInfo & { enrollment_id: string }, ContactInfoInput & { enrollment_id?: unknown }>;
}

/** The save-later modal's alternate e-mail: 'Enter valid email address', and empty counts as invalid. */
export const alternateEmailSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: MESSAGES.enterValidEmail }).max(EMAIL_MAX, { error: MESSAGES.enterValidEmail }).regex(EMAIL_PATTERN, { error: MESSAGES.enterValidEmail }),
);
