import { HEALTH_DETAIL_SETS, localized, type HealthDetailSet, type HealthQuestionKind } from '@benefit-store/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { cartItems, healthQuestions, planHealthQuestions } from '../../../db/schema/index.js';

export interface HealthQuestionRow {
  id: number;
  text: string;
  detailFields: HealthDetailSet;
  kind: HealthQuestionKind;
  /** Asked only of this gender; null: of everyone. */
  gender: 0 | 1 | null;
}

const detailSet = (value: string): HealthDetailSet => ((HEALTH_DETAIL_SETS as readonly string[]).includes(value) ? (value as HealthDetailSet) : 'none');

/**
 * The catalog questions the plans in an enrollment's cart ask of `who` (questions for 'both' included), each once,
 * in catalog order (sort order, then id).
 */
export async function cartHealthQuestions(db: Db, enrollmentId: string, who: 'primary' | 'dependent'): Promise<HealthQuestionRow[]> {
  const rows = await db
    .selectDistinct({ id: healthQuestions.id, text: healthQuestions.text, translations: healthQuestions.translations, detailFields: healthQuestions.detailFields, kind: healthQuestions.kind, sortOrder: healthQuestions.sortOrder, gender: healthQuestions.gender })
    .from(cartItems)
    .innerJoin(planHealthQuestions, eq(planHealthQuestions.planId, cartItems.planId))
    .innerJoin(healthQuestions, eq(healthQuestions.id, planHealthQuestions.questionId))
    .where(and(eq(cartItems.enrollmentId, enrollmentId), inArray(healthQuestions.who, [who, 'both'])))
    .orderBy(asc(healthQuestions.sortOrder), asc(healthQuestions.id));
  // The question in the request's language (English where the catalog has no translation of it).
  return rows.map((r) => ({ id: r.id, text: localized({ text: r.text }, r.translations).texts.text, detailFields: detailSet(r.detailFields), kind: r.kind === 'medication' ? 'medication' : 'condition', gender: r.gender === 0 || r.gender === 1 ? r.gender : null }));
}
