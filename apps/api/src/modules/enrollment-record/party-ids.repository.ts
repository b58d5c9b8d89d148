import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agentPortals, agents, groups, portals } from '../../db/schema/index.js';

export interface GroupRef {
  id: number;
  agentId: number;
  portalId: number;
}

export async function agentExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, id)).limit(1);
  return rows.length > 0;
}

export async function portalExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: portals.id }).from(portals).where(eq(portals.id, id)).limit(1);
  return rows.length > 0;
}

export async function findGroupRef(db: Db, id: number): Promise<GroupRef | null> {
  const rows = await db.select({ id: groups.id, agentId: groups.agentId, portalId: groups.portalId }).from(groups).where(eq(groups.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Whether the rep sells through the portal (agent_portals). */
export async function agentSellsThrough(db: Db, agentId: number, portalId: number): Promise<boolean> {
  const rows = await db
    .select({ agentId: agentPortals.agentId })
    .from(agentPortals)
    .where(and(eq(agentPortals.agentId, agentId), eq(agentPortals.portalId, portalId)))
    .limit(1);
  return rows.length > 0;
}
