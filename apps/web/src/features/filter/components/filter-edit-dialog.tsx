import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_LABELS,
  childrenOptions,
  FilterEditSchema,
  isTier,
  needsChildren,
  needsSpouse,
  parseAnyDate,
  PLAN_CATEGORIES,
  toUsDate,
  WEB_MESSAGES,
  type DependentInfo,
  type FilterEdit,
  type FilterEditInput,
  type FilterInfo,
} from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { announce } from '../../../lib/announce';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useTempDependentInfo } from '../api/get-temp-dependent-info';
import { useEditFilter } from '../api/use-edit-filter';
import { BasicInfoFields, DateField } from './basic-info-fields';
import styles from './filter-edit-dialog.module.css';

const FIELDS = ['zip', 'gender', 'tier', 'dob', 'category', 'dep_dob', 'no_of_children'] as const;

function initialValues(filter: FilterInfo, dependents: DependentInfo | undefined): FilterEditInput {
  const dob = parseAnyDate(filter.dob ?? '');
  return {
    zip: filter.zip,
    gender: String(filter.gender),
    tier: filter.tier,
    dob: dob ? toUsDate(dob) : '',
    category: filter.category ?? '',
    dep_dob: dependents?.spouse_dob ?? '',
    no_of_children: dependents?.no_of_children === null || dependents?.no_of_children === undefined ? '' : String(dependents.no_of_children),
  };
}

interface FilterEditDialogProps {
  tempId: string;
  filter: FilterInfo;
  onClose: () => void;
  /** The Edit button: focus goes back to it when the popup closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The Edit popup of the Basic Filter bar. Submit saves and closes (the plans reload); Back closes unchanged. */
export function FilterEditDialog({ tempId, filter, onClose, returnFocusTo }: FilterEditDialogProps) {
  const dependents = useTempDependentInfo(tempId);
  return (
    <ModalRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent
        size="wide"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <ModalTitle className={styles.title}>Edit your basic information</ModalTitle>
        <ModalDescription className={styles.description}>Your prices and the plans offered follow these details.</ModalDescription>
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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FilterEditInput, unknown, FilterEdit>({ resolver: zodResolver(FilterEditSchema), defaultValues: initial });
  const tierValue = watch('tier');
  const tier = isTier(tierValue) ? tierValue : null;
  const message = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onValid = (values: FilterEdit) => {
    if (edit.isPending) return;
    setFormError(null);
    edit.mutate(values, {
      onSuccess: () => {
        announce(WEB_MESSAGES.filterUpdated);
        onDone();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, FIELDS)) setFormError(error.message);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onValid)} noValidate aria-busy={edit.isPending}>
      <div className={styles.grid}>
        <BasicInfoFields
          idPrefix="edit"
          fields={{ zip: register('zip'), gender: register('gender'), tier: register('tier'), dob: register('dob') }}
          message={message}
        />
        <FormField id="edit-category" label="Category (optional)" error={message('category')}>
          {(control) => (
            <select {...control} {...register('category')}>
              <option value="">Any category</option>
              {PLAN_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {tier && (needsSpouse(tier) || needsChildren(tier)) && (
        <fieldset className={styles.dependents}>
          <legend className={styles.legend}>Dependent information</legend>
          <div className={styles.grid}>
            {needsSpouse(tier) && <DateField id="edit-dep-dob" label="Spouse DOB" field={register('dep_dob')} error={message('dep_dob')} />}
            {needsChildren(tier) && (
              <FormField id="edit-children" label="Number of Children" error={message('no_of_children')}>
                {(control) => (
                  <select {...control} {...register('no_of_children')}>
                    <option value="">Select</option>
                    {childrenOptions(tier).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
          </div>
        </fieldset>
      )}
      {formError && <ErrorMessage message={formError} />}
      <ModalActions className={styles.actions}>
        <ModalClose asChild>
          <Button variant="secondary">Back</Button>
        </ModalClose>
        <Button type="submit" busy={edit.isPending}>
          Submit
        </Button>
      </ModalActions>
    </form>
  );
}
