import {
  agreementFieldDefinitions,
  agreementFlagsFor,
  agreementTextsFor,
  AgreementInfoAnswerSchema,
  calendarDateOf,
  checkAgreementInfo,
  formatMoney,
  MESSAGES,
  refusesCode,
  toUsDate,
  type AgreementInfoAnswer,
  type AgreementTextsAnswer,
  type AgreementVerificationFacts,
  type FieldDefinition,
} from '@benefit-store/domain';
import type { Db } from '../../../db/client.js';
import { cartLines, getPlanCart } from '../../cart/index.js';
import { findAgentVerification, findGroupById } from '../../sites/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import { type EnrollmentRow, type LockedTx, withLockedEnrollment } from '../../enrollment-record/index.js';
import { readTabData, saveTabData } from '../tab-data.repository.js';

const TAB = 'agreement_info';

/** Today (the server's clock) as the agreement's date, MM/DD/YYYY. */
const today = (ctx: RequestContext) => toUsDate(calendarDateOf(ctx.now));

/**
 * The group and rep the enrollment's verification block must name (issue 27 item 1): a group enrollment's group, a rep
 * enrollment's rep; only the one its flags ask for is read.
 */
async function verificationFacts(db: Db, enrollment: EnrollmentRow): Promise<AgreementVerificationFacts> {
  const flags = agreementFlagsFor(enrollment.eprocess);
  const group = flags.groupNameRequired && enrollment.groupId !== null ? await findGroupById(db, enrollment.groupId) : null;
  const rep = flags.brokerNameRequired && enrollment.agentId !== null ? await findAgentVerification(db, enrollment.agentId) : null;
  return { group: group ? { name: group.name, code: group.code } : null, rep };
}

/**
 * get-form-fields-agreement-info: the verification and signature fields by the enrollment's flags, the date read-only,
 * the group's name prefilled with the enrollment's group; no code is ever sent (a rep types their own, an employee the
 * group's: decision 0080).
 */
export async function agreementFields(ctx: RequestContext, enrollment: EnrollmentRow): Promise<FieldDefinition[]> {
  const { group } = await verificationFacts(ctx.db, enrollment);
  return agreementFieldDefinitions(agreementFlagsFor(enrollment.eprocess), today(ctx), group);
}

/** get-agreement-texts: the texts for the cart's plan categories, the cart's carrier message, the L713 flag and net price. */
export async function agreementTexts(ctx: RequestContext, enrollment: EnrollmentRow): Promise<AgreementTextsAnswer> {
  const cart = await getPlanCart(ctx, enrollment.id);
  return {
    result: agreementTextsFor(cart.result.map((p) => p.plan_category)),
    special_message: cart.special_message,
    l713_net_price: cart.l713_net_price,
    has_l713: cart.has_l713,
    // The cart's breakdown of the premier price, its amounts as people read them.
    l713_lines: cart.l713_lines.map((line) => ({ label: line.label, amount: formatMoney(line.amount) })),
  };
}

/**
 * Validates and stores the agreement inside the caller's lock (save-agreement-info here, save-enrollment's
 * aggrement_info, registered with app.saveLater in its routes): the texts of the cart as it is now, the flags of the enrollment,
 * the server's date; eprocess derived from the flags (the client's value is not trusted). The drawn image and the
 * typed name are signature data: kept encrypted (saveTabData's secrets); the rest in the clear.
 */
export async function saveAgreementInfoData(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, data: unknown): Promise<AgreementInfoAnswer> {
  const raw = (typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}) as Record<string, unknown>;
  const lines = await cartLines(tx, enrollment.id);
  const texts = agreementTextsFor(lines.map((l) => l.category));
  const checked = checkAgreementInfo(raw, texts, agreementFlagsFor(enrollment.eprocess), today(ctx), await verificationFacts(tx, enrollment));
  if (!checked.ok) {
    const error = new AppError('invalid', MESSAGES.validationFailed, checked.errors);
    // A rep's access code or a group's code that is not the enrollment's is a wrong guess at a code (decision 0080).
    error.wrongGuess = refusesCode(checked.errors);
    throw error;
  }
  const { signature, signature_name, ...kept } = checked.value;
  const secrets: Record<string, string> = {};
  if (signature) secrets.signature = signature;
  if (signature_name) secrets.signature_name = signature_name;
  await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: { ...kept }, secrets }, ctx.now);
  return answerOf(kept, secrets);
}

const answerOf = (data: Record<string, unknown>, secrets: Record<string, string>): AgreementInfoAnswer =>
  AgreementInfoAnswerSchema.parse({ ...data, signed: Boolean(secrets.signature || secrets.signature_name), signature_name: secrets.signature_name ?? '' });

/** POST save-agreement-info. */
export async function saveAgreementInfo(ctx: RequestContext, body: { enrollment_id: string } & Record<string, unknown>): Promise<{ result: AgreementInfoAnswer }> {
  const result = await withLockedEnrollment(ctx, body.enrollment_id, (tx, enrollment) => saveAgreementInfoData(ctx, tx, enrollment, body));
  return { result };
}

/**
 * The saved agreement for the step's form (get-enrollment-step; the spec's temp-info columns have none for the
 * agreement): the ticks, the verification fields, the typed name; a drawn image is not sent back (only signed: true).
 */
export async function readAgreementInfoAnswer(ctx: RequestContext, enrollment: EnrollmentRow): Promise<AgreementInfoAnswer | null> {
  const saved = await readTabData(ctx.db, ctx.cipher, enrollment.id, TAB);
  if (!saved) return null;
  const parsed = AgreementInfoAnswerSchema.safeParse({ ...saved.data, signed: Boolean(saved.secrets.signature || saved.secrets.signature_name), signature_name: saved.secrets.signature_name ?? '' });
  return parsed.success ? parsed.data : null;
}
