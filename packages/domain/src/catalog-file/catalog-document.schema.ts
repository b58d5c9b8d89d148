import { z } from 'zod';
import { PLAN_CATEGORIES } from '../catalog/categories.js';
import { PlanFactsSchema } from '../catalog/plan-facts.schema.js';
import { PLAN_TYPES } from '../catalog/plan-types.js';
import { TIERS } from '../catalog/tiers.js';
import { SUGGESTION_KINDS } from '../cart/checkout.schema.js';
import { HEALTH_DETAIL_SETS, HEALTH_QUESTION_AUDIENCES, HEALTH_QUESTION_KINDS } from '../enrollment/steps/health-questions.schema.js';
import { PLAN_QUESTION_SUB_TYPES } from '../plan-questions/plan-questions.schema.js';
import { PlanRulesSchema } from '../pricing/plan-rules.js';
import { CATALOG_FILE_MESSAGES } from './catalog-file.messages.js';

/**
 * The catalog document (docs/catalog-format/README.md): everything the store sells, keyed by natural keys (carrier
 * key, plan slug, fee key, question id). One shape, one place: the importer, the exporter, the seed's data set and
 * the published JSON Schema (docs/catalog-format/catalog.schema.json) all come from these schemas.
 */
export const CATALOG_FORMAT = 'benefit-store/catalog';
/** Raise on a change old files cannot be read with; the importer refuses other versions. */
export const CATALOG_FORMAT_VERSION = 1;

const key = z.string().min(1).max(120);
const text = (max: number) => z.string().max(max);
const line = z.string().min(1).max(500);

/** A tier code, with the message that names the tiers there are. */
export const TierCodeSchema = z.enum(TIERS, { error: (issue) => CATALOG_FILE_MESSAGES.unknownTier({ tier: String(issue.input), tiers: TIERS.join(', ') }) });

export const RATE_GENDERS = ['M', 'F'] as const;
export const RATE_TOBACCO = ['Y', 'N'] as const;

/** One price of a plan: a tier in a rating cell (ages, gender, tobacco, state; null = any), monthly, integer cents. */
export const RateRowSchema = z
  .object({
    tier: TierCodeSchema,
    ageMin: z.number().int().min(0).max(120),
    ageMax: z.number().int().min(0).max(120),
    gender: z.enum(RATE_GENDERS).nullable().default(null),
    tobacco: z.enum(RATE_TOBACCO).nullable().default(null),
    state: z.string().regex(/^[A-Z]{2}$/).nullable().default(null),
    priceCents: z.number().int().min(0).max(100_000_000),
  })
  .strict();
export type RateRow = z.output<typeof RateRowSchema>;

/**
 * An entity's texts in other languages than English (issue 29): `"translations": { "es": { "shortText": "…" } }`, one
 * key per locale of i18n/locales.ts but English, each field optional: a text left out is shown in English (marked
 * lang="en" in the page). Optional, so files written before it stay valid.
 */
const translationsOf = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ es: z.object(shape).partial().strict().optional() }).strict().optional();

export const CarrierSchema = z.object({ key, name: line, logo: line }).strict();

const toggle = z.object({ name: line, text: text(5000) }).strict();
/** The plan page's other texts (the domain's PlanTexts). */
export const PlanTextsSchema = z
  .object({ blueBarText: text(500).optional(), associationText: text(2000).optional(), exclusions: toggle.optional(), example: toggle.optional(), faq: toggle.optional() })
  .strict();

export const CatalogPlanSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(120),
    carrier: key,
    category: z.enum(PLAN_CATEGORIES),
    name: line,
    planType: z.enum([PLAN_TYPES.standard, PLAN_TYPES.premier, PLAN_TYPES.iha]).default(PLAN_TYPES.standard),
    shortText: text(1000),
    bodyText: text(10_000),
    network: text(200).nullable().default(null),
    calloutText: text(100).nullable().default(null),
    calloutColor: text(40).nullable().default(null),
    featured: z.boolean().default(false),
    oneTimeFeeCents: z.number().int().min(0).default(0),
    adminFeeIncluded: z.boolean().default(false),
    requiresMembership: z.boolean().default(false),
    rules: PlanRulesSchema.default({}),
    details: PlanTextsSchema.default({}),
    facts: z.nullable(PlanFactsSchema).default(null),
    sortOrder: z.number().int().default(0),
    /** The plan's prices; rates may also come from CSV files of the same import (rates.csv). */
    rates: z.array(RateRowSchema).default([]),
    translations: translationsOf({ shortText: text(1000), bodyText: text(10_000), calloutText: text(100), network: text(200), details: PlanTextsSchema }),
  })
  .strict();

export const FeeSchema = z
  .object({
    key,
    label: line,
    amountCents: z.number().int().min(0).nullable().default(null),
    percentBp: z.number().int().min(0).max(10_000).nullable().default(null),
    translations: translationsOf({ label: line }),
  })
  .strict();
export const RiderSchema = z.object({ plan: key, rider: key, sortOrder: z.number().int().default(0) }).strict();
export const SuggestionSchema = z
  .object({
    kind: z.enum(SUGGESTION_KINDS),
    plan: key,
    missingCategory: key,
    display: z.boolean().default(true),
    title: line,
    header: text(2000),
    link: line,
    linkDescription: line,
    sortOrder: z.number().int().default(0),
    translations: translationsOf({ title: line, header: text(2000), linkDescription: line }),
  })
  .strict();
/** A yearly blackout, MM-DD to MM-DD. */
export const BlackoutSchema = z
  .object({ plan: key, startsOn: z.string().regex(/^\d{2}-\d{2}$/), endsOn: z.string().regex(/^\d{2}-\d{2}$/), message: text(2000), translations: translationsOf({ message: text(2000) }) })
  .strict();
export const CartMessageSchema = z.object({ plan: key, message: text(2000), translations: translationsOf({ message: text(2000) }) }).strict();

const questionId = z.number().int().min(1).max(2_147_483_647);
export const HealthQuestionSchema = z
  .object({
    id: questionId,
    text: text(2000).min(1),
    detailFields: z.enum(HEALTH_DETAIL_SETS),
    kind: z.enum(HEALTH_QUESTION_KINDS),
    who: z.enum(HEALTH_QUESTION_AUDIENCES),
    sortOrder: z.number().int().default(0),
    /** Asked only of this gender (0 male, 1 female); absent: of everyone. */
    gender: z.union([z.literal(0), z.literal(1)]).optional(),
    /** The plans (slugs) that ask it. */
    plans: z.array(key).default([]),
    translations: translationsOf({ text: text(2000) }),
  })
  .strict();
export const CatalogPlanQuestionOptionSchema = z
  .object({ option_id: questionId, option_text: line, option_group: z.string().max(120), declines: z.boolean().optional() })
  .strict();
export const CatalogPlanQuestionSchema = z
  .object({
    id: questionId,
    plan: key,
    text: text(2000).min(1),
    subType: z.enum(PLAN_QUESTION_SUB_TYPES),
    options: z.array(CatalogPlanQuestionOptionSchema).optional(),
    requireDetail: z.boolean().optional(),
    /** A Yes declines the plan (checkbox questions decline by their options' `declines`). */
    declineOnYes: z.boolean().optional(),
    sortOrder: z.number().int().default(0),
    /** `options`: each option's text by its option_id. */
    translations: translationsOf({ text: text(2000), options: z.record(z.string().regex(/^\d{1,10}$/), line) }),
  })
  .strict();
export const CatalogCarrierQuestionSchema = z
  .object({
    id: questionId,
    plan: key,
    question: text(2000).min(1),
    requiredYes: z.boolean().default(false),
    sortOrder: z.number().int().default(0),
    translations: translationsOf({ question: text(2000).min(1) }),
  })
  .strict();

export const CatalogDocumentSchema = z
  .object({
    format: z.literal(CATALOG_FORMAT),
    version: z.literal(CATALOG_FORMAT_VERSION),
    carriers: z.array(CarrierSchema).default([]),
    plans: z.array(CatalogPlanSchema).default([]),
    fees: z.array(FeeSchema).default([]),
    riders: z.array(RiderSchema).default([]),
    suggestions: z.array(SuggestionSchema).default([]),
    blackouts: z.array(BlackoutSchema).default([]),
    cartMessages: z.array(CartMessageSchema).default([]),
    healthQuestions: z.array(HealthQuestionSchema).default([]),
    planQuestions: z.array(CatalogPlanQuestionSchema).default([]),
    carrierQuestions: z.array(CatalogCarrierQuestionSchema).default([]),
  })
  .strict();

export type CatalogDocument = z.output<typeof CatalogDocumentSchema>;
export type CatalogDocumentInput = z.input<typeof CatalogDocumentSchema>;
export type CatalogCarrier = z.output<typeof CarrierSchema>;
export type CatalogPlan = z.output<typeof CatalogPlanSchema>;
export type CatalogFee = z.output<typeof FeeSchema>;
export type CatalogRider = z.output<typeof RiderSchema>;
export type CatalogSuggestion = z.output<typeof SuggestionSchema>;
export type CatalogBlackout = z.output<typeof BlackoutSchema>;
export type CatalogCartMessage = z.output<typeof CartMessageSchema>;
export type CatalogHealthQuestion = z.output<typeof HealthQuestionSchema>;
export type CatalogPlanQuestion = z.output<typeof CatalogPlanQuestionSchema>;
export type CatalogCarrierQuestion = z.output<typeof CatalogCarrierQuestionSchema>;
