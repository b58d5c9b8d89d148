import { HEALTH_QUESTION_CATEGORIES } from '../dynamic-tabs.js';
import { EPROCESS } from '../process.js';
import type { FieldDefinition } from './field-definition.js';
import { DEFAULT_PERSONAL_INFO_FIELDS } from './personal-info.schema.js';
import type { EnrollCodeRule } from './step-bootstrap.js';

/**
 * The rules that narrow a step's field definitions (issue 9 item 2: "the rules that decide them are data"). A rule
 * names a field and the condition under which it is shown; when the condition does not hold the field goes out
 * with required 0 (not shown, not validated, not kept). A field without a rule keeps its default definition.
 */
export interface StepFieldFacts {
  /** Categories of the plans in the enrollment's cart. */
  cartCategories: readonly string[];
}

export interface FieldCondition {
  /** Shown only when the cart holds a plan of one of these categories. */
  cartCategoryIn?: readonly string[];
}

export interface FieldRule {
  field: string;
  showWhen: FieldCondition;
}

/** Weight and height are asked only when a plan in the cart underwrites (the categories with health questions). */
export const PERSONAL_INFO_FIELD_RULES: readonly FieldRule[] = [
  { field: 'weight', showWhen: { cartCategoryIn: HEALTH_QUESTION_CATEGORIES } },
  { field: 'height_feet', showWhen: { cartCategoryIn: HEALTH_QUESTION_CATEGORIES } },
  { field: 'height_inch', showWhen: { cartCategoryIn: HEALTH_QUESTION_CATEGORIES } },
];

function holds(condition: FieldCondition, facts: StepFieldFacts): boolean {
  if (condition.cartCategoryIn && !facts.cartCategories.some((c) => condition.cartCategoryIn!.includes(c))) return false;
  return true;
}

/** The definitions after the rules: a field whose rule does not hold is sent with required 0. */
export function applyFieldRules(defaults: readonly FieldDefinition[], rules: readonly FieldRule[], facts: StepFieldFacts): FieldDefinition[] {
  return defaults.map((def) => {
    const rule = rules.find((r) => r.field === def.field_name);
    return rule && !holds(rule.showWhen, facts) ? { ...def, required: 0 } : { ...def };
  });
}

/** get-form-fields-personal-info for an enrollment's facts. */
export const personalInfoFieldsFor = (facts: StepFieldFacts): FieldDefinition[] =>
  applyFieldRules(DEFAULT_PERSONAL_INFO_FIELDS, PERSONAL_INFO_FIELD_RULES, facts);

/** What decides the enroller code (check-enroll-code). */
export interface EnrollCodeFacts {
  /** The enrollment's eprocess (rep, group, applicant; null: the applicant's own). */
  enrollBy: string | null;
  /** The enrollment already names its agent (made on an agent's store or link: agent_id set). */
  agentKnown: boolean;
}

/**
 * The enroller code rule as data, first match wins: a rep enrolling someone names themselves with a required code;
 * on an agent's store the agent is already known, so no code is asked; anyone else may credit an enroller through
 * the optional Enroller Code modal.
 */
export const ENROLL_CODE_RULES: readonly { when: { enrollBy?: string; agentKnown?: boolean }; rule: EnrollCodeRule }[] = [
  { when: { enrollBy: EPROCESS.rep }, rule: { status: true, is_optional: false } },
  { when: { agentKnown: true }, rule: { status: false, is_optional: true } },
  { when: {}, rule: { status: true, is_optional: true } },
];

export function enrollCodeRule(facts: EnrollCodeFacts): EnrollCodeRule {
  const match = ENROLL_CODE_RULES.find(
    ({ when }) => (when.enrollBy === undefined || when.enrollBy === facts.enrollBy) && (when.agentKnown === undefined || when.agentKnown === facts.agentKnown),
  );
  return { ...(match ?? ENROLL_CODE_RULES[ENROLL_CODE_RULES.length - 1]!).rule };
}

/** The code is part of the personal form (required) only when shown and not optional. */
export const isEnrollerCodeRequired = (rule: EnrollCodeRule) => rule.status && !rule.is_optional;
