import { localized, type QuoteContact, type QuoteState } from '@benefit-store/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agents, groups, plans, quotes } from '../../db/schema/index.js';
import type { LockedTx } from '../enrollment-record/index.js';

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;

export async function insertQuote(tx: LockedTx, values: NewQuote): Promise<void> {
  await tx.insert(quotes).values(values);
}

export async function findQuote(db: Db, id: string): Promise<QuoteRow | null> {
  const rows = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The enrollment's newest quote: a new quote replaces the ones before it. */
export async function latestQuoteOf(db: Db, enrollmentId: string): Promise<QuoteRow | null> {
  const rows = await db.select().from(quotes).where(eq(quotes.enrollmentId, enrollmentId)).orderBy(desc(quotes.createdAt)).limit(1);
  return rows[0] ?? null;
}

/**
 * Records the answer only while the quote is still open, so two answers racing each other cannot both win.
 * Returns the updated row, or null when the quote had already been answered.
 */
export async function answerOpenQuote(
  tx: Db,
  id: string,
  status: Exclude<QuoteState, 'sent'>,
  answeredAt: Date,
  acceptedEffectiveDate: string | null,
): Promise<QuoteRow | null> {
  const rows = await tx
    .update(quotes)
    .set({ status, answeredAt, acceptedEffectiveDate })
    .where(and(eq(quotes.id, id), eq(quotes.status, 'sent' satisfies QuoteState)))
    .returning();
  return rows[0] ?? null;
}

export async function planBodyTexts(db: Db, planIds: number[]): Promise<Map<number, string>> {
  if (planIds.length === 0) return new Map();
  const rows = await db.select({ id: plans.id, bodyText: plans.bodyText, translations: plans.translations }).from(plans).where(inArray(plans.id, planIds));
  return new Map(rows.map((r) => [r.id, localized({ bodyText: r.bodyText }, r.translations).texts.bodyText]));
}

async function agentContact(db: Db, agentId: number): Promise<QuoteContact | null> {
  const rows = await db
    .select({ name: agents.displayName, email: agents.displayEmail, phone: agents.displayPhone })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  return rows[0] ?? null;
}

async function groupAgentId(db: Db, groupId: number): Promise<number | null> {
  const rows = await db.select({ agentId: groups.agentId }).from(groups).where(eq(groups.id, groupId)).limit(1);
  return rows[0]?.agentId ?? null;
}

/** The first rep found: the enrollment's own, then its group's, then the site's. Phone as stored. */
export async function findRepContact(db: Db, candidates: readonly { agentId: number | null; groupId: number | null }[]): Promise<QuoteContact | null> {
  for (const { agentId, groupId } of candidates) {
    const id = agentId ?? (groupId ? await groupAgentId(db, groupId) : null);
    if (!id) continue;
    const contact = await agentContact(db, id);
    if (contact) return contact;
  }
  return null;
}

/** A renewed session id (plugins/session.ts) keeps the records of the quotes the old id sent, in its transaction. */
export async function moveSentQuotes(tx: Db, fromSessionId: string, toSessionId: string): Promise<void> {
  await tx.update(quotes).set({ sentBySessionId: toSessionId }).where(eq(quotes.sentBySessionId, fromSessionId));
}
