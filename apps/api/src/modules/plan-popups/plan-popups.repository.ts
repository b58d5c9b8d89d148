import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agentPortals, groups, plans, portals } from '../../db/schema/index.js';

/** Whether the plan needs the association membership; null when there is no such plan. */
export async function planRequiresMembership(db: Db, planId: number): Promise<boolean | null> {
  const rows = await db.select({ requires: plans.requiresMembership }).from(plans).where(eq(plans.id, planId)).limit(1);
  return rows[0]?.requires ?? null;
}

/** The portals a rep sells through (agent_portals), or every portal without a rep; by name. */
export async function platformsOf(db: Db, agentId: number | null): Promise<{ id: number; code: string; name: string }[]> {
  const base = db.select({ id: portals.id, code: portals.code, name: portals.name }).from(portals);
  const rows = agentId === null ? await base : await base.innerJoin(agentPortals, and(eq(agentPortals.portalId, portals.id), eq(agentPortals.agentId, agentId)));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** A rep's groups, by name. */
export async function groupsOfAgent(db: Db, agentId: number): Promise<{ id: number; name: string; portalId: number }[]> {
  return db.select({ id: groups.id, name: groups.name, portalId: groups.portalId }).from(groups).where(eq(groups.agentId, agentId)).orderBy(asc(groups.name));
}

