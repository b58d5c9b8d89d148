import type { WizardSavedTab } from '@benefit-store/domain';
import type { RequestContext } from '../../shared/request-context.js';
import type { EnrollmentRow, LockedTx } from '../../enrollment-record/index.js';

/**
 * A wizard step's save for later: checks the step's form values with the step's own schema (422 under the step's
 * field names) and saves them as the step's own save does, inside the save-for-later transaction (the lock's).
 */
export type StepSaver = (ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, data: unknown) => Promise<void>;

/**
 * Save & Continue Later per wizard tab: the step's own save (the function its save route runs under the lock), run
 * inside the save-for-later transaction. The step's routes plugin registers it (`app.saveLater.register(tab, …)`), as
 * its loader is; a tab without a saver saves nothing of `data` but still records the place (saved_tab) and mails the
 * code (docs/decisions/0024-save-for-later-and-resume.md).
 */
export class SaveLaterRegistry {
  private readonly savers = new Map<WizardSavedTab, StepSaver>();

  register(tab: WizardSavedTab, saver: StepSaver): void {
    if (this.savers.has(tab)) throw new Error(`save-later saver for ${tab} is registered twice`);
    this.savers.set(tab, saver);
  }

  saverFor(tab: WizardSavedTab): StepSaver | null {
    return this.savers.get(tab) ?? null;
  }
}
