import type { Db } from '../../db/client.js';
import * as repo from './sites.repository.js';

// Public through the door: homes and plan-popups name a rep or a group by id or code (the staff homes, the group
// code popup). They get what they show or record, not the sites' rows, so the tables can change behind this file.

/** A rep as other modules show them: their display details. */
export interface AgentContact {
  id: number;
  displayName: string;
  displayEmail: string;
  displayPhone: string;
}

/** A group as other modules record and show it: its rep and portal, its names. */
export interface GroupSummary {
  id: number;
  name: string;
  /** The group's enrollment code (ACME2024), which its employees type. */
  code: string;
  displayName: string;
  agentId: number;
  portalId: number;
}

const toGroup = (row: repo.GroupRow): GroupSummary => ({
  id: row.id,
  name: row.name,
  code: row.code,
  displayName: row.displayName,
  agentId: row.agentId,
  portalId: row.portalId,
});

export async function findAgentById(db: Db, id: number): Promise<AgentContact | null> {
  const row = await repo.findAgentById(db, id);
  return row ? { id: row.id, displayName: row.displayName, displayEmail: row.displayEmail, displayPhone: row.displayPhone } : null;
}

/**
 * What a rep verifies themselves by on an enrollment's agreement (the enrollment module checks the typed block against
 * it): the names they go by and their access code. Not for showing: the code is the rep's store access.
 */
export interface AgentVerification {
  names: string[];
  code: string;
}

export async function findAgentVerification(db: Db, id: number): Promise<AgentVerification | null> {
  const row = await repo.findAgentById(db, id);
  if (!row) return null;
  const full = [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');
  return { names: [...new Set([`${row.firstName} ${row.lastName}`, full, row.displayName])], code: row.accessCode };
}

export async function findGroupById(db: Db, id: number): Promise<GroupSummary | null> {
  const row = await repo.findGroupById(db, id);
  return row ? toGroup(row) : null;
}

/** The group a visitor's group code names, matched without regard to case as people type it, or null. */
export async function findGroupByCode(db: Db, code: string): Promise<GroupSummary | null> {
  const row = await repo.findGroupByCode(db, code);
  return row ? toGroup(row) : null;
}
