import type { FieldDefinition, TabKey } from '@benefit-store/domain';
import type { RequestContext } from '../shared/request-context.js';
import type { EnrollmentRow } from '../enrollment-record/index.js';

type MaybePromise<T> = T | Promise<T>;

/**
 * What get-enrollment-step loads for one tab beyond the tab list, saved tabs and the saved value (which it reads
 * itself, from get-enrollment-temp-info's column of the tab). The module that owns the step registers it in its
 * routes plugin, as save-enrollment's tabs are registered (save-tab-registry.ts).
 */
export interface StepLoader {
  /** The tab's get-form-fields-* answer. */
  fields?(ctx: RequestContext, enrollment: EnrollmentRow): MaybePromise<FieldDefinition[]>;
  /** The tab's option lists and flags (primary_info: enroll_code; contact_info: states, can_skip_validation, verified). */
  options?(ctx: RequestContext, enrollment: EnrollmentRow): MaybePromise<Record<string, unknown>>;
  /** The value shown before the step is saved (its column still null); absent: null. */
  unsavedValue?(ctx: RequestContext, enrollment: EnrollmentRow): MaybePromise<unknown>;
}

/** One loader per tab, registered once when the app is built; a tab without one loads fields [] and options {}. */
export class StepLoaderRegistry {
  private readonly loaders = new Map<TabKey, StepLoader>();

  register(tab: TabKey, loader: StepLoader): void {
    if (this.loaders.has(tab)) throw new Error(`step loader for ${tab} is registered twice`);
    this.loaders.set(tab, loader);
  }

  loaderFor(tab: TabKey): StepLoader | undefined {
    return this.loaders.get(tab);
  }
}
