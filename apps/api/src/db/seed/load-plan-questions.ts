import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { carrierQuestions, planQuestions, plans, type PlanQuestionOptionRow } from '../schema/index.js';
import type { PlanQuestionSubType } from '@benefit-store/domain';
import { excludedSet } from './upsert.js';

/** One plan question of the data set (demo/plan-questions.ts), by plan slug. */
export interface SeedPlanQuestion {
  id: number;
  plan: string;
  text: string;
  subType: PlanQuestionSubType;
  options?: PlanQuestionOptionRow[];
  requireDetail?: boolean;
  /** A Yes declines the plan (checkbox questions decline by their options' `declines`). */
  declineOnYes?: boolean;
  sortOrder: number;
}

/** One supplemental carrier question, by plan slug; requiredYes: the answer must be Yes to continue. */
export interface SeedCarrierQuestion {
  id: number;
  plan: string;
  question: string;
  requiredYes: boolean;
  sortOrder: number;
}

export interface SeedPlanQuestions {
  planQuestions: SeedPlanQuestion[];
  carrierQuestions: SeedCarrierQuestion[];
}

async function planIdsOf(tx: Db, slugs: string[]): Promise<Map<string, number>> {
  const rows = slugs.length ? await tx.select({ id: plans.id, slug: plans.slug }).from(plans).where(inArray(plans.slug, [...new Set(slugs)])) : [];
  return new Map(rows.map((r) => [r.slug, r.id]));
}

function need(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Demo data refers to an unknown plan: ${slug}`);
  return id;
}

/**
 * The plan questions and carrier questions, keyed by id and upserted (questions not in the set are kept, as other
 * catalog rows are). Runs inside the demo data transaction after the plans; loading twice leaves the same rows.
 */
export async function loadPlanQuestions(tx: Db, data: SeedPlanQuestions | undefined): Promise<void> {
  if (!data) return;
  const ids = await planIdsOf(tx, [...data.planQuestions.map((q) => q.plan), ...data.carrierQuestions.map((q) => q.plan)]);
  if (data.planQuestions.length) {
    await tx
      .insert(planQuestions)
      .values(
        data.planQuestions.map((q) => ({
          id: q.id,
          planId: need(ids, q.plan),
          text: q.text,
          subType: q.subType,
          options: q.options ?? [],
          requireDetail: q.requireDetail ?? false,
          declineOnYes: q.declineOnYes ?? false,
          sortOrder: q.sortOrder,
        })),
      )
      .onConflictDoUpdate({ target: planQuestions.id, set: excludedSet(planQuestions, ['id']) });
  }
  if (data.carrierQuestions.length) {
    await tx
      .insert(carrierQuestions)
      .values(data.carrierQuestions.map((q) => ({ id: q.id, planId: need(ids, q.plan), question: q.question, requiredYes: q.requiredYes, sortOrder: q.sortOrder })))
      .onConflictDoUpdate({ target: carrierQuestions.id, set: excludedSet(carrierQuestions, ['id']) });
  }
}
