import { useRef, useState } from 'react';
import {
  BENEFICIARY_MESSAGES,
  BENEFICIARY_RELATIONSHIPS,
  beneficiaryListProblem,
  BeneficiaryStepOptionsSchema,
  beneficiaryTotals,
  TAB_TITLES,
  type Beneficiary,
} from '@benefit-store/domain';
import { ErrorMessage } from '../../../components/ui/status-message';
import { Button } from '../../../components/ui/button';
import { announce } from '../../../lib/announce';
import { useClientState } from '../../../lib/client-state';
import { useWizardControls } from '../wizard/wizard-context';
import type { StepProps } from '../wizard/step-props';
import { saveBeneficiaryInfo } from './api/save-beneficiary-info';
import { BeneficiaryActions } from './beneficiary-actions';
import { BeneficiaryForm } from './beneficiary-form';
import { BeneficiaryList } from './beneficiary-list';
import { fullName, newRow, rowsFrom, wireList, type BeneficiaryRow } from './beneficiary-rows';
import styles from './beneficiary-info-step.module.css';
import layout from '../wizard/step-layout.module.css';

const relationshipsOf = (options: unknown): readonly string[] => {
  const parsed = BeneficiaryStepOptionsSchema.safeParse(options);
  return parsed.success && parsed.data.relationships.length > 0 ? parsed.data.relationships : BENEFICIARY_RELATIONSHIPS;
};

/**
 * Beneficiary Information (spec 001 sections 2 to 9): the added beneficiaries with edit and delete, the add form
 * (up to 3 primaries), the contingent form (one; its button hides once one exists), the total's message, and Next
 * only at exactly 100. Each add or edit is checked by validate-single-beneficiary; the list is saved by
 * save-beneficiary-info on Next (or by save-enrollment on Save & Continue Later), the rules being the domain's.
 */
export default function BeneficiaryInfoStep({ mode, step, onSaved, onCancelEdit }: StepProps) {
  const enrollmentId = useClientState((s) => s.tempId) ?? '';
  const wizard = useWizardControls();
  const [relationships] = useState(() => relationshipsOf(step.options));
  const [rows, setRows] = useState<BeneficiaryRow[]>(() => rowsFrom(step.value));
  const [editing, setEditing] = useState<string | null>(null);
  const [contingentOpen, setContingentOpen] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  const contingentButton = useRef<HTMLButtonElement>(null);
  const totalBox = useRef<HTMLDivElement>(null);

  const list = rows.map((r) => r.beneficiary);
  const totals = beneficiaryTotals(list);
  const editedRow = rows.find((r) => r.key === editing) ?? null;
  const focusList = () => requestAnimationFrame(() => listHeading.current?.focus());
  const showError = (message: string) => {
    setSaveError(message);
    requestAnimationFrame(() => errorBox.current?.focus());
  };

  /**
   * Says what changed (the layout's announcer). When the change brings the shares to exactly 100, focus moves to the
   * total's message and brings it into view: it sits above the list, while the add form just used stays below, out
   * of sight of the message. Its own status role and the focus read "Now You can Continue Enrollment"; the announcer
   * does not say it again. Answers whether it moved the focus.
   */
  const report = (done: string, next: BeneficiaryRow[]): boolean => {
    announce(done);
    const completes = totals.state !== 'complete' && beneficiaryTotals(next.map((r) => r.beneficiary)).state === 'complete';
    if (completes) {
      requestAnimationFrame(() => {
        totalBox.current?.focus({ preventScroll: true });
        totalBox.current?.scrollIntoView?.({ block: 'center' });
      });
    }
    return completes;
  };

  const add = (beneficiary: Beneficiary) => {
    const next = [...rows, newRow(beneficiary)];
    setRows(next);
    setSaveError(null);
    setContingentOpen(false);
    report(BENEFICIARY_MESSAGES.beneficiaryAdded({ name: fullName(beneficiary) }), next);
  };
  const replace = (key: string, beneficiary: Beneficiary) => {
    const next = rows.map((r) => (r.key === key ? { key, beneficiary } : r));
    setRows(next);
    setEditing(null);
    setSaveError(null);
    if (!report(BENEFICIARY_MESSAGES.beneficiaryUpdated({ name: fullName(beneficiary) }), next)) focusList();
  };
  const remove = (key: string) => {
    if (editing !== null) return;
    const row = rows.find((r) => r.key === key);
    setRows((all) => all.filter((r) => r.key !== key));
    setSaveError(null);
    if (row) announce(BENEFICIARY_MESSAGES.beneficiaryRemoved({ name: fullName(row.beneficiary) }));
    focusList();
  };

  const save = async () => {
    if (editing !== null || saving) return;
    const problem = beneficiaryListProblem(list);
    if (problem) return showError(problem);
    setSaving(true);
    setSaveError(null);
    try {
      await saveBeneficiaryInfo(enrollmentId, wireList(rows));
      onSaved();
    } catch (error) {
      // Beneficiary-save errors show as one main message (spec 001 section 8).
      showError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const saveLater = () => {
    if (editing !== null) return;
    // The server saves the list with the step's rules: a list that could not continue is refused anyway.
    const problem = beneficiaryListProblem(list);
    if (problem) return showError(problem);
    wizard?.requestSaveLater({ beneficiaries: wireList(rows) });
  };

  const formProps = { fields: step.fields, relationships };
  return (
    <section className={styles.step} aria-labelledby={mode === 'step' ? 'beneficiary-info-title' : undefined}>
      {mode === 'step' && (
        <h1 id="beneficiary-info-title" className={layout.title}>
          {TAB_TITLES.beneficiary_info}
        </h1>
      )}
      <div className={styles.total} role="status" data-state={totals.state} ref={totalBox} tabIndex={-1}>
        {totals.message}
      </div>
      <BeneficiaryList rows={rows} editing={editing} onEdit={(key) => setEditing(key)} onDelete={remove} headingRef={listHeading} />

      {editedRow ? (
        <BeneficiaryForm
          key={editedRow.key}
          idPrefix="beneficiary-edit"
          title={editedRow.beneficiary.is_contigent ? BENEFICIARY_MESSAGES.editContingent : BENEFICIARY_MESSAGES.editBeneficiary}
          contingent={editedRow.beneficiary.is_contigent}
          initial={editedRow.beneficiary}
          focusOnOpen
          onSubmitted={(b) => replace(editedRow.key, { ...b, beneficiary_id: editedRow.beneficiary.beneficiary_id })}
          onCancel={() => {
            setEditing(null);
            focusList();
          }}
          {...formProps}
        />
      ) : (
        <>
          {totals.canAddPrimary && (
            <BeneficiaryForm idPrefix="beneficiary-add" title={BENEFICIARY_MESSAGES.addBeneficiary} contingent={false} onSubmitted={add} {...formProps} />
          )}
          {totals.canAddContingent &&
            (contingentOpen ? (
              <BeneficiaryForm
                idPrefix="beneficiary-contingent"
                title={BENEFICIARY_MESSAGES.addContingent}
                contingent
                focusOnOpen
                onSubmitted={add}
                onCancel={() => {
                  setContingentOpen(false);
                  requestAnimationFrame(() => contingentButton.current?.focus());
                }}
                {...formProps}
              />
            ) : (
              <div>
                <Button variant="secondary" ref={contingentButton} onClick={() => setContingentOpen(true)}>
                  {BENEFICIARY_MESSAGES.addContingent}
                </Button>
              </div>
            ))}
        </>
      )}

      {saveError && (
        <div ref={errorBox} tabIndex={-1}>
          <ErrorMessage message={saveError} />
        </div>
      )}
      <BeneficiaryActions
        mode={mode}
        canContinue={totals.canContinue}
        editing={editing !== null}
        busy={saving}
        onSave={() => void save()}
        onSaveLater={saveLater}
        onCancelEdit={onCancelEdit}
      />
    </section>
  );
}
