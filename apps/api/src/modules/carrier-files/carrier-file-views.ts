import type { CarrierConfigView, CarrierFileView } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { listCarrierConfigs, listCarrierFiles, type CarrierFileRow } from './carrier-files.repository.js';

/** The console's rows: the configuration, instants as ISO 8601. */
export async function carrierConfigViews(db: Db): Promise<CarrierConfigView[]> {
  return (await listCarrierConfigs(db)).map((c) => ({
    carrier_key: c.carrierKey,
    carrier_name: c.carrierName,
    configured: c.configured,
    isa_sender: `${c.isaSenderQualifier}:${c.isaSenderId}`,
    isa_receiver: `${c.isaReceiverQualifier}:${c.isaReceiverId}`,
    isa_sender_qualifier: c.isaSenderQualifier,
    isa_sender_id: c.isaSenderId,
    isa_receiver_qualifier: c.isaReceiverQualifier,
    isa_receiver_id: c.isaReceiverId,
    sponsor_id: c.sponsorId,
    gs_sender: c.gsSenderId,
    gs_receiver: c.gsReceiverId,
    payer_id: c.payerId,
    sponsor_name: c.sponsorName,
    file_name_pattern: c.fileNamePattern,
    mode: c.mode,
    usage: c.usage,
    plan_count: c.planCount,
    last_file_at: c.lastFileAt?.toISOString() ?? null,
  }));
}

export function carrierFileView(f: Omit<CarrierFileRow, 'content'>): CarrierFileView {
  return {
    id: f.id,
    carrier_key: f.carrierKey,
    format: f.format,
    file_name: f.fileName,
    control_number: f.format === '834' ? f.controlNumber : null,
    mode: f.mode,
    since: f.since?.toISOString() ?? null,
    through: f.through.toISOString(),
    enrollment_count: f.enrollmentCount,
    member_count: f.memberCount,
    coverage_count: f.coverageCount,
    made_by: f.madeBy,
    created_at: f.createdAt.toISOString(),
  };
}

export const carrierFileViews = async (db: Db, limit: number) => (await listCarrierFiles(db, limit)).map(carrierFileView);
