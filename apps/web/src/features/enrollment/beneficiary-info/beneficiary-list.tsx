import type { Ref } from 'react';
import { BENEFICIARY_MESSAGES, ENROLLMENT_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { fullName, shownSsn, type BeneficiaryRow } from './beneficiary-rows';
import styles from './beneficiary-info-step.module.css';

export const DELETE_REASON_ID = 'beneficiary-delete-reason';

interface BeneficiaryListProps {
  rows: readonly BeneficiaryRow[];
  /** The row whose edit form is open: delete is disabled while one is. */
  editing: string | null;
  onEdit(key: string): void;
  onDelete(key: string): void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The added beneficiaries with Edit and Delete (spec 001 section 2). While an edit is open, Delete stays focusable
 * but inactive (aria-disabled) and is described by the visible reason 'Please submit the edited form first to
 * delete', so keyboard and screen-reader users meet the same explanation as the tooltip's.
 */
export function BeneficiaryList({ rows, editing, onEdit, onDelete, headingRef }: BeneficiaryListProps) {
  return (
    <section className={styles.listSection} aria-labelledby="beneficiary-list-title">
      <h2 id="beneficiary-list-title" className={styles.subtitle} ref={headingRef} tabIndex={-1}>
        {BENEFICIARY_MESSAGES.listTitle}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{BENEFICIARY_MESSAGES.noBeneficiaries}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map(({ key, beneficiary: b }) => {
            const name = fullName(b);
            return (
              <li key={key} className={styles.row} data-editing={editing === key || undefined}>
                <div className={styles.rowHead}>
                  <p className={styles.name}>{name}</p>
                  <span className={styles.kind}>{b.is_contigent ? BENEFICIARY_MESSAGES.contingentKind : BENEFICIARY_MESSAGES.primaryKind}</span>
                </div>
                <dl className={styles.details}>
                  <div>
                    <dt>{BENEFICIARY_MESSAGES.relationshipLabel}</dt>
                    <dd>{b.relationship}</dd>
                  </div>
                  <div>
                    <dt>{BENEFICIARY_MESSAGES.birthdateLabel}</dt>
                    <dd>{b.birthdate}</dd>
                  </div>
                  <div>
                    <dt>{ENROLLMENT_MESSAGES.ssnLabel}</dt>
                    <dd>{shownSsn(b.ssn)}</dd>
                  </div>
                  {!b.is_contigent && (
                    <div>
                      <dt>{BENEFICIARY_MESSAGES.percentageLabel}</dt>
                      <dd>{BENEFICIARY_MESSAGES.percentValue({ percent: b.beneficiary_percentage })}</dd>
                    </div>
                  )}
                </dl>
                <div className={styles.rowActions}>
                  <Button variant="secondary" aria-label={STORE_WEB_MESSAGES.editDetails({ details: name })} onClick={() => onEdit(key)}>
                    {BENEFICIARY_MESSAGES.editBeneficiaryButton}
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={BENEFICIARY_MESSAGES.deleteNamed({ name })}
                    aria-disabled={editing !== null || undefined}
                    aria-describedby={editing !== null ? DELETE_REASON_ID : undefined}
                    onClick={() => onDelete(key)}
                  >
                    {BENEFICIARY_MESSAGES.deleteBeneficiary}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing !== null && rows.length > 0 && (
        <p id={DELETE_REASON_ID} className={styles.reason}>
          {BENEFICIARY_MESSAGES.editOpenDelete}
        </p>
      )}
    </section>
  );
}
