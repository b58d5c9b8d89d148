import type { CarrierFileMode } from '@benefit-store/domain';

/** A carrier's trading-partner settings for its files: its carrier_configs row, or the defaults below. */
export interface CarrierConfig {
  carrierKey: string;
  carrierName: string;
  configured: boolean;
  isaSenderQualifier: string;
  isaSenderId: string;
  isaReceiverQualifier: string;
  isaReceiverId: string;
  gsSenderId: string;
  gsReceiverId: string;
  payerId: string;
  sponsorName: string;
  sponsorId: string;
  fileNamePattern: string;
  mode: CarrierFileMode;
  usage: 'T' | 'P';
}

export const DEFAULT_FILE_NAME_PATTERN = '{carrier}_{date}_{control}.{ext}';
const OUR_ID = 'BENEFITSTORE';

/**
 * A carrier the catalog gained after the demo's configurations (no carrier_configs row) still gets its files, in
 * test mode (ISA15 T) with ids made from its key, until an operator sets the partner's real ids.
 */
export function defaultCarrierConfig(carrierKey: string, carrierName: string): CarrierConfig {
  const partner = carrierKey.replace(/[^a-z0-9]/gi, '').toUpperCase().slice(0, 15) || 'CARRIER';
  return {
    carrierKey,
    carrierName,
    configured: false,
    isaSenderQualifier: 'ZZ',
    isaSenderId: OUR_ID,
    isaReceiverQualifier: 'ZZ',
    isaReceiverId: partner,
    gsSenderId: OUR_ID,
    gsReceiverId: partner,
    payerId: partner,
    sponsorName: 'Benefit Store',
    sponsorId: OUR_ID,
    fileNamePattern: DEFAULT_FILE_NAME_PATTERN,
    mode: 'changes',
    usage: 'T',
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** YYYYMMDD of an instant in UTC. */
export const ymd = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
export const hhmm = (d: Date) => `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;

/** The file's name from the carrier's pattern: {carrier}, {date} (YYYYMMDD), {time} (HHMMSS), {control} (9 digits), {ext}. */
export function fileNameOf(config: CarrierConfig, at: Date, control: number, ext: string): string {
  const values: Record<string, string> = {
    carrier: config.carrierKey,
    date: ymd(at),
    time: `${hhmm(at)}${pad(at.getUTCSeconds())}`,
    control: pad(control, 9),
    ext,
  };
  const name = config.fileNamePattern.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  // A name is one path segment: no folder of the pattern escapes the chosen output folder.
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}
