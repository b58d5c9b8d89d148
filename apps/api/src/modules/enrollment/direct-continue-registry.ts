import type { DirectContinueResult } from '@benefit-store/domain';
import type { RequestContext, SessionRef } from '../shared/request-context.js';

/**
 * What GET direct-continue/{id} does for the links of one purpose (spec 002 section 2.7; link purposes in
 * shared/link-token.ts). The module that issues the links registers it (quotes: 'quote'), so direct-continue itself
 * knows no purpose.
 */
export interface LinkOpener<Found = unknown> {
  /** What the link's subject names; throws 404 when it names nothing. Runs before any session is created. */
  resolve(ctx: RequestContext, subject: string): Promise<Found>;
  /** Gives this browser the enrollment behind it and answers where to continue. */
  open(ctx: RequestContext & { session: SessionRef }, found: Found): Promise<DirectContinueResult>;
}

export class DirectContinueRegistry {
  private readonly openers = new Map<string, LinkOpener>();

  register<Found>(purpose: string, opener: LinkOpener<Found>): void {
    if (this.openers.has(purpose)) throw new Error(`direct-continue purpose ${purpose} is registered twice`);
    this.openers.set(purpose, opener as LinkOpener);
  }

  openerFor(purpose: string): LinkOpener | undefined {
    return this.openers.get(purpose);
  }
}
