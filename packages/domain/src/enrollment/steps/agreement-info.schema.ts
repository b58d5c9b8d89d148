import { z } from 'zod';
import type { PlanCategory } from '../../catalog/categories.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { MESSAGES } from '../../messages.js';
import { agreementEprocess, type AgreementEprocess, type AgreementFlags } from '../billing/agreement-rules.js';
import { AGREEMENT_MESSAGES } from './agreement.messages.js';
import { fieldMode, type FieldDefinition } from './field-definition.js';
import { hasForbiddenCharacters } from '../../shared/fields.js';

/**
 * The agreement texts (spec 002 sections 2.4, 4 'Agreement text: text_head, text_body, text_required'), catalog data
 * per plan category: the general text and the payment authorisation always, and a text per category group present in
 * the cart. A constant table (not a database table): the texts are product copy translated through the catalogs,
 * and the signed record of the completion issue stores them as shown.
 */
export const AGREEMENT_TEXT_IDS = ['general', 'health', 'income', 'payment'] as const;
export type AgreementTextId = (typeof AGREEMENT_TEXT_IDS)[number];

const HEALTH: readonly PlanCategory[] = ['limitedmed', 'medical', 'dental', 'vision', 'supplemental', 'rx', 'critical', 'accident', 'hospital'] as PlanCategory[];
const INCOME: readonly PlanCategory[] = ['term_life', 'di'] as PlanCategory[];

export const AgreementTextSchema = z.object({
  id: z.enum(AGREEMENT_TEXT_IDS),
  text_head: z.string(),
  text_body: z.string(),
  text_required: z.boolean(),
});
export type AgreementText = z.infer<typeof AgreementTextSchema>;

const textOf = (id: AgreementTextId): AgreementText => ({
  id,
  text_head: AGREEMENT_MESSAGES[`${id}Head`],
  text_body: AGREEMENT_MESSAGES[`${id}Body`],
  text_required: true,
});

/** The texts for the cart's plan categories, in order: general, health (any health category), income (life, DI), payment. */
export function agreementTextsFor(categories: readonly string[]): AgreementText[] {
  const has = (group: readonly string[]) => categories.some((c) => group.includes(c));
  return AGREEMENT_TEXT_IDS.filter((id) => id === 'general' || id === 'payment' || (id === 'health' && has(HEALTH)) || (id === 'income' && has(INCOME))).map(textOf);
}

/** The form field of a text's checkbox. */
export const agreeField = (id: AgreementTextId) => `agree_${id}` as const;

/**
 * get-agreement-texts' data: the texts, the carrier message (cart notes), the L713 net price and flag, and (our
 * addition) the L713 carrier message's lines as shown, label and amount, the net price last: written by the server
 * from L713_PRICE_LINES in the request's locale, so the step's chunk does not split the cart's L713 module out into
 * a chunk of its own (the landing page's entry lists every chunk).
 */
export const AgreementTextsAnswerSchema = z.object({
  result: z.array(AgreementTextSchema),
  special_message: z.string().nullable(),
  l713_net_price: z.string().nullable(),
  has_l713: z.boolean(),
  l713_lines: z.array(z.object({ label: z.string(), amount: z.string() })),
});
export type AgreementTextsAnswer = z.infer<typeof AgreementTextsAnswerSchema>;

/** The verification and signature fields of get-form-fields-agreement-info; 'required' is the server's flag. */
export const AGREEMENT_VERIFICATION_FIELDS = ['agent_name', 'agent_code', 'group_name', 'group_code', 'user_name'] as const;
export const AGREEMENT_FIELDS = [...AGREEMENT_VERIFICATION_FIELDS, 'date', 'signature'] as const;
export type AgreementVerificationField = (typeof AGREEMENT_VERIFICATION_FIELDS)[number];

/** The server's flags for an enrollment by who enrolls: a rep verifies as broker, a group enroller as group, else the applicant; every plan here requires a signature. */
export function agreementFlagsFor(eprocess: string | null): AgreementFlags {
  return {
    brokerNameRequired: eprocess === 'rep',
    groupNameRequired: eprocess === 'group',
    userNameRequired: eprocess !== 'rep' && eprocess !== 'group',
    signatureRequired: true,
  };
}

/**
 * What the server checks the verification blocks against: the group the enrollment is made under (its name, which the
 * form is prefilled with, and its code, which is never sent to the page: a group's id is public, so an enrollment made
 * under any group would read its code) and the rep who enrolls (names they may go by, and their access code, never
 * sent either). Null where the enrollment has none.
 */
export interface AgreementVerificationFacts {
  group: { name: string; code: string } | null;
  rep: { names: readonly string[]; code: string } | null;
}

/**
 * The field definitions for the flags: a block's fields required (shown) only when its flag is set; the date read-only;
 * the group's name prefilled with the enrollment's group, which the person confirms (or corrects, and is refused); the
 * group's code never (decision 0080: the person types the code they were given).
 */
export function agreementFieldDefinitions(flags: AgreementFlags, date: string, group: Pick<NonNullable<AgreementVerificationFacts['group']>, 'name'> | null = null): FieldDefinition[] {
  const req = (on: boolean) => ({ required: on, read_only: false });
  const prefill = (value: string | undefined) => (flags.groupNameRequired && value ? { value } : {});
  return [
    { field_name: 'agent_name', ...req(flags.brokerNameRequired) },
    { field_name: 'agent_code', ...req(flags.brokerNameRequired) },
    { field_name: 'group_name', ...req(flags.groupNameRequired), ...prefill(group?.name) },
    { field_name: 'group_code', ...req(flags.groupNameRequired) },
    { field_name: 'user_name', ...req(flags.userNameRequired) },
    { field_name: 'date', required: true, read_only: true, value: date },
    { field_name: 'signature', ...req(flags.signatureRequired) },
  ];
}

/** The flags read back from the definitions (the form's view of them). */
export function agreementFlagsFromFields(fields: readonly FieldDefinition[]): AgreementFlags {
  const on = (name: string) => fieldMode(fields, name) === 'editable';
  return { brokerNameRequired: on('agent_name'), groupNameRequired: on('group_name'), userNameRequired: on('user_name'), signatureRequired: on('signature') };
}

/** Bounds: a drawn signature is a PNG data URL of at most 200,000 characters; a typed one a name of 2 to 100 characters. */
export const SIGNATURE_IMAGE_MAX = 200_000;
export const SIGNATURE_NAME_MAX = 100;
export const VERIFICATION_MAX = 100;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
const SIGNATURE_NAME = /^[A-Za-z][A-Za-z .'-]*[A-Za-z.]$/;

export type SignatureProblem = 'missing' | 'invalidImage' | 'invalidName' | null;

/** A signature is the drawn image or the typed name, either one; an image must be a bounded PNG data URL. */
export function signatureProblem(image: string, name: string): SignatureProblem {
  const typed = name.trim();
  if (image === '' && typed === '') return 'missing';
  if (image !== '' && (image.length > SIGNATURE_IMAGE_MAX || !PNG_DATA_URL.test(image))) return 'invalidImage';
  if (image === '' && (typed.length < 2 || typed.length > SIGNATURE_NAME_MAX || !SIGNATURE_NAME.test(typed))) return 'invalidName';
  return null;
}

export const signatureMessage = (problem: Exclude<SignatureProblem, null>) =>
  problem === 'missing' ? ENROLLMENT_MESSAGES.signatureRequired : problem === 'invalidImage' ? AGREEMENT_MESSAGES.signatureInvalid : AGREEMENT_MESSAGES.signatureNameInvalid;

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const ticked = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'yes';

export interface AgreementFieldError {
  target_element: string;
  error_message: string;
}

/** What save-agreement-info keeps (besides the signature, stored encrypted). */
export interface AgreementInfoValue {
  eprocess: AgreementEprocess | null;
  agreed: AgreementTextId[];
  agent_name: string;
  agent_code: string;
  group_name: string;
  group_code: string;
  user_name: string;
  date: string;
  signature: string;
  signature_name: string;
}

/** Names and codes as people type them: case, and spaces around and between words, do not matter. */
const sameWords = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The verification block's typed values that do not match the enrollment's group or rep, with their messages. */
function verificationMismatches(values: Record<AgreementVerificationField, string>, flags: AgreementFlags, facts: AgreementVerificationFacts): AgreementFieldError[] {
  const errors: AgreementFieldError[] = [];
  const refuse = (field: AgreementVerificationField, message: string) => errors.push({ target_element: field, error_message: message });
  if (flags.groupNameRequired && facts.group) {
    if (!sameWords(values.group_name, facts.group.name)) refuse('group_name', AGREEMENT_MESSAGES.groupNameMismatch);
    if (!sameWords(values.group_code, facts.group.code)) refuse('group_code', AGREEMENT_MESSAGES.groupCodeMismatch);
  }
  if (flags.brokerNameRequired && facts.rep) {
    if (!facts.rep.names.some((name) => sameWords(values.agent_name, name))) refuse('agent_name', AGREEMENT_MESSAGES.brokerNameMismatch);
    if (!sameWords(values.agent_code, facts.rep.code)) refuse('agent_code', AGREEMENT_MESSAGES.brokerCodeMismatch);
  }
  return errors;
}

/**
 * Whether the errors refuse a typed rep access code or group code as not the enrollment's own: a wrong guess at a
 * code (counted against the guesser's budget of wrong codes, decision 0080), unlike a field left empty.
 */
export const refusesCode = (errors: readonly AgreementFieldError[]): boolean =>
  errors.some(
    (e) =>
      (e.target_element === 'agent_code' && e.error_message === AGREEMENT_MESSAGES.brokerCodeMismatch) ||
      (e.target_element === 'group_code' && e.error_message === AGREEMENT_MESSAGES.groupCodeMismatch),
  );

/**
 * The agreement rules (spec 002 sections 4, 5): every text's checkbox ticked ('This field is required.'), each
 * verification field the flags require filled ('Field is required'), the signature (drawn or typed) when required
 * ('Signature is required'); eprocess derived from the flags. With `facts` (the server), a filled verification field
 * must also name the enrollment's own group or rep. Returns the errors (by field) or the value to keep.
 */
export function checkAgreementInfo(
  raw: Record<string, unknown>,
  texts: readonly AgreementText[],
  flags: AgreementFlags,
  date: string,
  facts?: AgreementVerificationFacts,
): { ok: true; value: AgreementInfoValue } | { ok: false; errors: AgreementFieldError[] } {
  const errors: AgreementFieldError[] = [];
  for (const t of texts) if (t.text_required && !ticked(raw[agreeField(t.id)])) errors.push({ target_element: agreeField(t.id), error_message: MESSAGES.thisFieldRequired });
  const need: Record<AgreementVerificationField, boolean> = {
    agent_name: flags.brokerNameRequired,
    agent_code: flags.brokerNameRequired,
    group_name: flags.groupNameRequired,
    group_code: flags.groupNameRequired,
    user_name: flags.userNameRequired,
  };
  const values = {} as Record<AgreementVerificationField, string>;
  for (const f of AGREEMENT_VERIFICATION_FIELDS) {
    const v = need[f] ? str(raw[f]).trim() : '';
    values[f] = v;
    if (need[f] && v === '') errors.push({ target_element: f, error_message: MESSAGES.fieldRequired });
    else if (v.length > VERIFICATION_MAX) errors.push({ target_element: f, error_message: MESSAGES.fieldRequired });
    else if (hasForbiddenCharacters(v)) errors.push({ target_element: f, error_message: MESSAGES.invalidCharacters });
  }
  if (facts) {
    const refused = new Set(errors.map((e) => e.target_element));
    errors.push(...verificationMismatches(values, flags, facts).filter((e) => !refused.has(e.target_element)));
  }
  const image = flags.signatureRequired ? str(raw.signature) : '';
  const name = flags.signatureRequired ? str(raw.signature_name) : '';
  const problem = flags.signatureRequired ? signatureProblem(image, name) : null;
  if (problem) errors.push({ target_element: problem === 'invalidName' ? 'signature_name' : 'signature', error_message: signatureMessage(problem) });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      eprocess: agreementEprocess(flags),
      agreed: texts.map((t) => t.id),
      ...values,
      date,
      signature: image,
      signature_name: image ? '' : name.trim(),
    },
  };
}

/** The saved agreement as the step loads it back (the drawn image is not sent back: a resumed person signs again). */
export const AgreementInfoAnswerSchema = z.object({
  eprocess: z.string().nullable(),
  agreed: z.array(z.enum(AGREEMENT_TEXT_IDS)),
  agent_name: z.string(),
  agent_code: z.string(),
  group_name: z.string(),
  group_code: z.string(),
  user_name: z.string(),
  date: z.string(),
  signed: z.boolean(),
  signature_name: z.string(),
});
export type AgreementInfoAnswer = z.infer<typeof AgreementInfoAnswerSchema>;

/** save-agreement-info: the agreement as saved. */
export const SaveAgreementInfoAnswerSchema = z.object({ result: AgreementInfoAnswerSchema });
