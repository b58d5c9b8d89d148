import type { HealthDetailSet, HealthQuestionAudience, HealthQuestionKind } from '@benefit-store/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { healthQuestions, planHealthQuestions, plans } from '../schema/index.js';
import { excludedSet } from './upsert.js';

/** One catalog health question with the plans (by slug) that ask it (demo/health-questions.ts). */
export interface SeedHealthQuestion {
  /** The id the answers carry (141..147 condition questions, 148 the medication question). */
  id: number;
  text: string;
  detailFields: HealthDetailSet;
  kind: HealthQuestionKind;
  who: HealthQuestionAudience;
  sortOrder: number;
  /** Asked only of this gender (0 male, 1 female); absent: of everyone. */
  gender?: 0 | 1;
  plans: string[];
}

/**
 * The health question catalog, keyed by question id: each question upserted, and its plan links replaced by the
 * data set's (questions not in the set are kept, as other catalog rows are). Runs inside the demo data
 * transaction after the plans; loading twice leaves the same rows.
 */
export async function loadHealthQuestions(tx: Db, questions: readonly SeedHealthQuestion[] | undefined): Promise<void> {
  if (!questions || questions.length === 0) return;
  await tx
    .insert(healthQuestions)
    .values(questions.map((q) => ({ id: q.id, text: q.text, detailFields: q.detailFields, kind: q.kind, who: q.who, sortOrder: q.sortOrder, gender: q.gender ?? null })))
    .onConflictDoUpdate({ target: healthQuestions.id, set: excludedSet(healthQuestions, ['id']) });

  const slugs = [...new Set(questions.flatMap((q) => q.plans))];
  const planRows = slugs.length ? await tx.select({ id: plans.id, slug: plans.slug }).from(plans).where(inArray(plans.slug, slugs)) : [];
  const planIds = new Map(planRows.map((p) => [p.slug, p.id]));
  const links = questions.flatMap((q) =>
    q.plans.map((slug) => {
      const planId = planIds.get(slug);
      if (planId === undefined) throw new Error(`Demo data refers to an unknown plan: ${slug}`);
      return { planId, questionId: q.id };
    }),
  );
  await tx.delete(planHealthQuestions).where(
    inArray(
      planHealthQuestions.questionId,
      questions.map((q) => q.id),
    ),
  );
  if (links.length) await tx.insert(planHealthQuestions).values(links).onConflictDoNothing();
}
