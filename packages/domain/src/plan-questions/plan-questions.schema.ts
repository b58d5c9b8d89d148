import { z } from 'zod';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { PRICING_ERROR_CODES } from '../pricing/error-codes.js';
import { idSchema, isBlank, lineString, optionalText } from '../shared/fields.js';

/**
 * The plan questions of a plan page (spec 000 sections 3, 4, 7): a plan whose rules ask its questions first
 * (`questionsFirst`, newQuestionsError) is priced only after they are answered; a declining answer refuses the plan
 * (declineError). Beside them, the supplemental carrier questions (get-aflac-questions): Add to Cart waits until every
 * required-Yes question is answered Yes and saved.
 */

/** question_sub_type: a plain yes/no question, one whose Yes asks which options apply, one whose Yes asks the details. */
export const PLAN_QUESTION_SUB_TYPES = ['text_field', 'checkbox', 'detail'] as const;
export type PlanQuestionSubType = (typeof PLAN_QUESTION_SUB_TYPES)[number];

/** Whom a Yes is about ("who"); the choices are the people the enrollment's tier covers (whoOptionsFor). */
export const PLAN_QUESTION_WHO = ['self', 'spouse', 'child'] as const;
export type PlanQuestionWho = (typeof PLAN_QUESTION_WHO)[number];

/** A Yes asks for at most this many detail entries (the spec's "two entries"); the first is required when require_detail. */
export const DETAIL_ENTRIES_MAX = 2;
export const DETAIL_TEXT_MAX = 250;
export const PLAN_ANSWERS_SENT_MAX = 50;
export const DETAIL_FIELDS = ['dot_from', 'dot_to', 'reason_for_condition', 'degree_of_recovery', 'physician_name_address'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

export const PlanQuestionOptionSchema = z.object({ option_id: z.number().int(), option_text: z.string(), option_group: z.string() });
export type PlanQuestionOption = z.infer<typeof PlanQuestionOptionSchema>;

/** A question as get-questions sends it (which answers decline stays on the server). */
export const PlanQuestionSchema = z.object({
  question_id: z.number().int(),
  question_text: z.string(),
  question_sub_type: z.enum(PLAN_QUESTION_SUB_TYPES),
  options: z.array(PlanQuestionOptionSchema),
  require_detail: z.boolean(),
});
export type PlanQuestion = z.infer<typeof PlanQuestionSchema>;

/** A question with its catalog rule: which Yes declines the plan (the whole question, or some checkbox options). */
export interface PlanQuestionRule extends PlanQuestion {
  decline_on_yes: boolean;
  /** Checkbox options whose choice declines the plan. */
  declining_options: number[];
}

const detailText = optionalText(DETAIL_TEXT_MAX);
const dateText = optionalText(10);

/** One detail entry as typed (dates MM/DD/YYYY); an entry left wholly empty is not kept. */
export const DetailEntryInputSchema = z.object({
  dot_from: dateText,
  dot_to: dateText,
  reason_for_condition: detailText,
  degree_of_recovery: detailText,
  physician_name_address: detailText,
});
export type DetailEntryInput = z.input<typeof DetailEntryInputSchema>;
export type DetailEntry = Record<DetailField, string>;

/** 1 Yes, 0 No; a radio sends "1" / "0"; blank is "not answered" (the rule's 'Please answer all questions'). */
const yesNoInput = z.preprocess(
  (v) => (isBlank(v) ? undefined : v === '1' || v === 1 ? 1 : v === '0' || v === 0 ? 0 : v),
  z.union([z.literal(0), z.literal(1)]).optional(),
);

/** One answer as sent (save-question-answers' answers[]): shapes and bounds; the rules are planAnswerErrors'. */
export const PlanAnswerInputSchema = z.object({
  question_id: idSchema,
  yes_no_flag: yesNoInput,
  who: z.preprocess((v) => (isBlank(v) ? undefined : v), lineString().max(10).optional()),
  /** A checkbox group sends false (none), one value, or a list. */
  checkbox_answers: z
    .preprocess((v) => (v === false || v === undefined || v === null ? [] : typeof v === 'string' ? [v] : v), z.array(idSchema).max(PLAN_ANSWERS_SENT_MAX))
    .optional()
    .transform((v) => v ?? []),
  detail: z.array(DetailEntryInputSchema).max(DETAIL_ENTRIES_MAX).default([]),
});
export type PlanAnswerInput = z.input<typeof PlanAnswerInputSchema>;
export type PlanAnswerParsed = z.output<typeof PlanAnswerInputSchema>;

/** A stored answer (what get-questions sends back to fill the form again). */
export interface PlanAnswer {
  question_id: number;
  yes_no_flag: 0 | 1;
  who: PlanQuestionWho | null;
  checkbox_answers: number[];
  detail: DetailEntry[];
}

export const PlanAnswerSchema = z.object({
  question_id: z.number().int(),
  yes_no_flag: z.union([z.literal(0), z.literal(1)]),
  who: z.enum(PLAN_QUESTION_WHO).nullable(),
  checkbox_answers: z.array(z.number().int()),
  detail: z.array(z.object({ dot_from: z.string(), dot_to: z.string(), reason_for_condition: z.string(), degree_of_recovery: z.string(), physician_name_address: z.string() })),
}) satisfies z.ZodType<PlanAnswer>;

export const PLAN_ANSWER_OUTCOMES = ['accepted', 'declined'] as const;
export type PlanAnswerOutcome = (typeof PLAN_ANSWER_OUTCOMES)[number];

/** GET get-questions: enrollment_id, plan_id, type=save. */
export const GetPlanQuestionsQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema, plan_id: idSchema, type: z.enum(['save']).optional() });

export const PlanQuestionsSchema = z.object({
  questions: z.array(PlanQuestionSchema),
  /** The people a Yes can be about, for the enrollment's tier. */
  who_options: z.array(z.enum(PLAN_QUESTION_WHO)),
  /** The saved answers (to fill the form again), or null before any save. */
  answers: z.array(PlanAnswerSchema).nullable(),
  outcome: z.enum(PLAN_ANSWER_OUTCOMES).nullable(),
});
export type PlanQuestions = z.infer<typeof PlanQuestionsSchema>;

/** POST save-question-answers: enrollment_id, plan_id, answers. */
export const SaveQuestionAnswersSchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  plan_id: idSchema,
  answers: z.array(PlanAnswerInputSchema).max(PLAN_ANSWERS_SENT_MAX),
});
export type SaveQuestionAnswers = z.output<typeof SaveQuestionAnswersSchema>;

/** The save's answer: accepted (the plan prices now), or declined with the decline errorCode and its message. */
export const SaveQuestionAnswersResultSchema = z.object({
  outcome: z.enum(PLAN_ANSWER_OUTCOMES),
  errorCode: z.enum([PRICING_ERROR_CODES.declineError]).nullable(),
  message: z.string(),
});
export type SaveQuestionAnswersResult = z.infer<typeof SaveQuestionAnswersResultSchema>;

/** GET check-already-answered: enrollment_id, plan_id. */
export const CheckAlreadyAnsweredQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema, plan_id: idSchema });
export const AlreadyAnsweredSchema = z.object({ answered: z.boolean(), outcome: z.enum(PLAN_ANSWER_OUTCOMES).nullable() });
export type AlreadyAnswered = z.infer<typeof AlreadyAnsweredSchema>;

// ---- Supplemental carrier questions ----

/** A carrier question: true_condition 1 when the answer must be Yes to continue, null when Yes or No will do. */
export const CarrierQuestionSchema = z.object({ qid: z.number().int(), question: z.string(), true_condition: z.literal(1).nullable() });
export type CarrierQuestion = z.infer<typeof CarrierQuestionSchema>;

export const CarrierAnswerSchema = z.object({ qid: z.number().int(), true_condition: z.union([z.literal(0), z.literal(1)]) });
export type CarrierAnswer = z.infer<typeof CarrierAnswerSchema>;

/** GET get-aflac-questions: plan_id, enrollment_id. */
export const GetCarrierQuestionsQuerySchema = z.object({ plan_id: idSchema, enrollment_id: EnrollmentIdSchema });

export const CarrierQuestionsSchema = z.object({
  questions: z.array(CarrierQuestionSchema),
  /** The saved answers, or null before a save. */
  answers: z.array(CarrierAnswerSchema).nullable(),
  /** Saved with every required-Yes question answered Yes: Add to Cart may show. A plan without questions is saved. */
  saved: z.boolean(),
});
export type CarrierQuestions = z.infer<typeof CarrierQuestionsSchema>;

/** POST save-aflac-questions: enrollment_id, plan_id, aflac_data [{qid, true_condition}]. */
export const SaveCarrierQuestionsSchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  plan_id: idSchema,
  aflac_data: z.array(z.object({ qid: idSchema, true_condition: yesNoInput })).max(PLAN_ANSWERS_SENT_MAX),
});
export type SaveCarrierQuestions = z.output<typeof SaveCarrierQuestionsSchema>;

/** GET get-plan-question-view: plan_id (the /PlanQuestionView page's planId). */
export const GetPlanQuestionViewQuerySchema = z.object({ plan_id: idSchema });

/**
 * A plan's questions to read, not to answer (/PlanQuestionView, the spec's simplified-issue questionnaire view): the
 * plan's name and carrier and its questions as get-questions sends them (which answers decline stays on the server).
 * No enrollment is needed and none is read: the questions are the catalog's, the same for every visitor.
 */
export const PlanQuestionViewSchema = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  carrier_name: z.string(),
  questions: z.array(PlanQuestionSchema),
});
export type PlanQuestionView = z.infer<typeof PlanQuestionViewSchema>;

/** GET get-questionnaire-plans: the plans that ask health questions, for /PlanQuestionView without a planId to choose from. */
export const QuestionnairePlansSchema = z.object({
  plans: z.array(z.object({ plan_id: z.number().int(), plan_name: z.string(), carrier_name: z.string() })),
});
export type QuestionnairePlans = z.infer<typeof QuestionnairePlansSchema>;
