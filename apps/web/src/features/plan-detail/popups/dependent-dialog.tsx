import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  planDependentSchema,
  POPUP_MESSAGES,
  STORE_WEB_MESSAGES,
  WEB_MESSAGES,
  type HouseholdPlanCheck,
  type PlanDependentInput,
  type PlanDependentValues,
} from '@benefit-store/domain';
import { ModalForm } from '../../../components/form/modal-form';
import { QueryDialog } from '../../../components/ui/query-dialog';
import { announce } from '../../../lib/announce';
import { isApiError } from '../../../lib/api-error';
import { DependentFields } from '../../filter';
import { useHouseholdPlanCheck } from './api/check-prudential-plan';
import { useStorePlanDependentInfo } from './api/store-plan-dependent-info';
import styles from './popup.module.css';

interface DependentDialogProps {
  tempId: string;
  planId: number;
  onClose: () => void;
  /** After a save (the prices reload then): the caller moves focus once they have (a listed card's Add to cart). */
  onSaved?: () => void;
  /** The button that opened it: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The plan page's dependent modal (spec 000 section 4) for a household-priced plan: Spouse DOB (Member + Spouse,
 * Family) and Number of children (1 to 9 for Member + Children, 1 to 8 for Family), stored with
 * store-temp-dependent-info for the plan; the price reloads at once. A failed save shows the server's first error.
 */
export function DependentDialog({ tempId, planId, onClose, onSaved, returnFocusTo }: DependentDialogProps) {
  const check = useHouseholdPlanCheck(tempId, planId);
  // Saved: the popup closes, then the caller learns of it.
  const done = () => {
    onClose();
    onSaved?.();
  };
  return (
    <QueryDialog title={STORE_WEB_MESSAGES.dependentInformation} lead={POPUP_MESSAGES.householdLead} classes={styles} query={check} onClose={onClose} returnFocusTo={returnFocusTo}>
      {(data) => <DependentForm tempId={tempId} planId={planId} check={data} onDone={done} />}
    </QueryDialog>
  );
}

/** The first message the server gave: its first field error, else its message. */
function firstServerError(error: unknown): string {
  if (isApiError(error)) return error.fieldErrors[0]?.error_message ?? error.message;
  return error instanceof Error && error.message ? error.message : WEB_MESSAGES.loadFailed;
}

function DependentForm({ tempId, planId, check, onDone }: { tempId: string; planId: number; check: HouseholdPlanCheck; onDone: () => void }) {
  const save = useStorePlanDependentInfo();
  const form = useForm<PlanDependentInput, unknown, PlanDependentValues>({
    resolver: zodResolver(planDependentSchema(check.tier)),
    defaultValues: {
      dep_dob: check.needs_spouse ? (check.depdob ?? '') : '',
      no_of_children: check.needs_children && check.no_of_children !== null ? String(check.no_of_children) : '',
    },
  });
  return (
    <ModalForm
      form={form}
      submitLabel={POPUP_MESSAGES.save}
      // Spec: "Dependent save failure shows the first server error message" (announced and focused).
      serverFields={[]}
      onUnmappedError={firstServerError}
      onSubmit={async (values) => {
        await save.mutateAsync({
          enrollment_id: tempId,
          plan_id: planId,
          ...(check.needs_spouse && values.dep_dob ? { dep_dob: values.dep_dob } : {}),
          ...(check.needs_children && values.no_of_children !== undefined ? { no_of_children: values.no_of_children } : {}),
        });
        announce(POPUP_MESSAGES.dependentsSaved);
        onDone();
      }}
    >
      <div className={styles.fields}>
        <DependentFields idPrefix="plan-dependents" tier={check.tier} />
      </div>
    </ModalForm>
  );
}
