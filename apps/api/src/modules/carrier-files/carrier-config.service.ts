import { AUDIT_ACTIONS, AUDIT_TARGETS, type CarrierConfigInputSchema } from '@benefit-store/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import type { CarrierConfig } from './carrier-config.js';
import { findCarrierConfig, upsertCarrierConfig } from './carrier-files.repository.js';

type Input = z.output<typeof CarrierConfigInputSchema>;
const FIELDS = {
  isa_sender_qualifier: 'isaSenderQualifier',
  isa_sender_id: 'isaSenderId',
  isa_receiver_qualifier: 'isaReceiverQualifier',
  isa_receiver_id: 'isaReceiverId',
  gs_sender_id: 'gsSenderId',
  gs_receiver_id: 'gsReceiverId',
  payer_id: 'payerId',
  sponsor_name: 'sponsorName',
  sponsor_id: 'sponsorId',
  file_name_pattern: 'fileNamePattern',
  mode: 'mode',
  usage: 'usage',
} as const satisfies Record<keyof Input, keyof CarrierConfig>;

/**
 * Saves a carrier's trading-partner settings (the console's form) and its audit entry (`carrier.edit`, the changed
 * fields before and after) in one transaction. False for a carrier the catalog lacks; saving unchanged values writes nothing.
 */
export async function saveCarrierConfig(db: Db, carrierKey: string, input: Input, audit: { actor: AuditActor; ip: string; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await findCarrierConfig(tx, carrierKey);
    if (!current) return false;
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    for (const [field, column] of Object.entries(FIELDS) as [keyof Input, keyof CarrierConfig][]) {
      if (current[column] !== input[field]) {
        before[field] = String(current[column]);
        after[field] = String(input[field]);
      }
    }
    if (Object.keys(after).length === 0 && current.configured) return true;
    await upsertCarrierConfig(tx, {
      carrierKey,
      isaSenderQualifier: input.isa_sender_qualifier,
      isaSenderId: input.isa_sender_id,
      isaReceiverQualifier: input.isa_receiver_qualifier,
      isaReceiverId: input.isa_receiver_id,
      gsSenderId: input.gs_sender_id,
      gsReceiverId: input.gs_receiver_id,
      payerId: input.payer_id,
      sponsorName: input.sponsor_name,
      sponsorId: input.sponsor_id,
      fileNamePattern: input.file_name_pattern,
      mode: input.mode,
      usage: input.usage,
      updatedAt: audit.now,
    });
    await recordAudit(tx, { actor: audit.actor, action: AUDIT_ACTIONS.carrierEdit, target: { type: AUDIT_TARGETS.carrier, id: carrierKey }, ip: audit.ip, before, after });
    return true;
  });
}
