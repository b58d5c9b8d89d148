import { CONSOLE_SITES_MESSAGES as M, type SiteRecordKind } from '@benefit-store/domain';

/** A site record's kind as the console names it. */
export function siteKindLabel(kind: SiteRecordKind): string {
  return kind === 'default' ? M.kindDefault : kind === 'group' ? M.kindGroup : M.kindExternal;
}
