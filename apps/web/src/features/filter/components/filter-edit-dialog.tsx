import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORY_LABELS, FilterEditSchema, isTier, needsChildren, needsSpouse, parseAnyDate, PLAN_CATEGORIES, toUsDate, type DependentInfo, type FilterEdit, type FilterEditInput, type FilterInfoAnswer, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { SelectField } from '../../../components/form';
import { ModalForm } from '../../../components/form/modal-form';
import { ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { announce } from '../../../lib/announce';
import { useTempDependentInfo } from '../api/get-temp-dependent-info';
import { useEditFilter } from '../api/use-edit-filter';
import { BasicInfoFields } from './basic-info-fields';
import { DependentFields } from './dependent-fields';
import styles from './filter-edit-dialog.module.css';

const FIELDS = ['zip', 'gender', 'tier', 'dob', 'category', 'dep_dob', 'no_of_children'] as const;

function initialValues(filter: FilterInfoAnswer, dependents: DependentInfo | undefined): FilterEditInput {
  const dob = parseAnyDate(filter.dob ?? '');
  return {
    zip: filter.zip ?? '',
    gender: filter.gender === null ? '' : String(filter.gender),
    tier: filter.tier,
    dob: dob ? toUsDate(dob) : '',
    category: filter.category ?? '',
    dep_dob: dependents?.spouse_dob ?? '',
    no_of_children: dependents?.no_of_children === null || dependents?.no_of_children === undefined ? '' : String(dependents.no_of_children),
  };
}

interface FilterEditDialogProps {
  tempId: string;
  filter: FilterInfoAnswer;
  onClose: () => void;
  /** The Edit button: focus goes back to it when the popup closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The Edit popup of the Basic Filter bar. Submit saves and closes (the plans reload); Back closes unchanged. */
export function FilterEditDialog({ tempId, filter, onClose, returnFocusTo }: FilterEditDialogProps) {
  const dependents = useTempDependentInfo(tempId);
  return (
    <ModalRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent size="wide" returnFocusTo={returnFocusTo}>
        <ModalTitle className={styles.title}>{STORE_WEB_MESSAGES.editBasicInformationTitle}</ModalTitle>
        <ModalDescription className={styles.description}>{STORE_WEB_MESSAGES.filterEditLead}</ModalDescription>
        {/* The form takes its values once: wait for fresh ones (a save invalidates them while the popup is closed). */}
        {dependents.isPending || dependents.isFetching ? (
          <div className={styles.loading} aria-busy="true">
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
          </div>
        ) : (
          <EditForm tempId={tempId} initial={initialValues(filter, dependents.data)} onDone={onClose} />
        )}
      </ModalContent>
    </ModalRoot>
  );
}

function EditForm({ tempId, initial, onDone }: { tempId: string; initial: FilterEditInput; onDone: () => void }) {
  const edit = useEditFilter(tempId);
  const form = useForm<FilterEditInput, unknown, FilterEdit>({ resolver: zodResolver(FilterEditSchema), defaultValues: initial });
  const tierValue = form.watch('tier');
  const tier = isTier(tierValue) ? tierValue : null;

  return (
    <ModalForm
      form={form}
      className={styles.form}
      serverFields={FIELDS}
      cancelLabel={STORE_WEB_MESSAGES.back}
      actionsClassName={styles.actions}
      onSubmit={async (values) => {
        await edit.mutateAsync(values);
        announce(STORE_WEB_MESSAGES.filterUpdated);
        onDone();
      }}
    >
      <div className={styles.grid}>
        <BasicInfoFields idPrefix="edit" />
        <SelectField
          id="edit-category"
          name="category"
          label={STORE_WEB_MESSAGES.categoryOptional}
          placeholder={STORE_WEB_MESSAGES.anyCategory}
          options={PLAN_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
        />
      </div>
      {tier && (needsSpouse(tier) || needsChildren(tier)) && (
        <fieldset className={styles.dependents}>
          <legend className={styles.legend}>{STORE_WEB_MESSAGES.dependentInformation}</legend>
          <div className={styles.grid}>
            <DependentFields idPrefix="edit" tier={tier} />
          </div>
        </fieldset>
      )}
    </ModalForm>
  );
}
