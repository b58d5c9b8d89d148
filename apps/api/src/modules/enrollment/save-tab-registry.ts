import type { SavedTab } from '@benefit-store/domain';
import type { z } from 'zod';
import type { LimitPurpose } from '../limits/index.js';
import type { RequestContext } from '../shared/request-context.js';

/**
 * What POST save-enrollment does for one tab (spec 002 sections 2.6-2.7, 001 save for later). The module that owns
 * the tab registers it (quotes: cart_info; the wizard issues: their steps), so save-enrollment itself knows no tab.
 */
/** An answer is an object (`{ result: ... }` for the tabs of the spec). */
type AnswerSchema = z.ZodType<Record<string, unknown>>;

export interface SaveTabHandler<Body extends z.ZodType = z.ZodType, Result extends AnswerSchema = AnswerSchema> {
  /** The whole request body for this tab; a failure is answered as any schema failure (422, errors by field). */
  body: Body;
  /** What the call answers as `data`. */
  result: Result;
  /** The envelope's `message` on success (save for later: 'Information Saved!!! Check your email to continue'). */
  message?: string;
  /** A cost of this tab's own per visitor (the quote's hourly e-mails), on top of the budgets. */
  limit?: LimitPurpose;
  save(ctx: RequestContext, body: z.output<Body>): Promise<z.input<Result>>;
}

/** One handler per tab, registered once when the app is built. */
export class SaveTabRegistry {
  private readonly handlers = new Map<SavedTab, SaveTabHandler>();

  register<Body extends z.ZodType, Result extends AnswerSchema>(tab: SavedTab, handler: SaveTabHandler<Body, Result>): void {
    if (this.handlers.has(tab)) throw new Error(`save-enrollment tab ${tab} is registered twice`);
    this.handlers.set(tab, handler as unknown as SaveTabHandler);
  }

  handlerFor(tab: SavedTab): SaveTabHandler | undefined {
    return this.handlers.get(tab);
  }
}
