import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MEMBER_TABLE_MESSAGES as M, MemberTierChoiceSchema, type MemberTableRow, type Tier } from '@benefit-store/domain';
import { ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { TierField } from '../../../components/form';
import { ModalForm } from '../../../components/form/modal-form';
import { isApiError } from '../../../lib/api-error';
import styles from './member-table.module.css';

type TierChoiceInput = { tier: unknown };
type TierChoice = { tier: Tier };

interface TierPickerDialogProps {
  member: MemberTableRow;
  onClose: () => void;
  /** Starts the member's enrollment with the chosen tier; a thrown tier refusal goes under Choose Tier. */
  onSubmit: (tier: Tier) => Promise<void>;
}

/**
 * Enroll Now's tier picker (spec 000 sections 2, 5): Choose Tier and Submit; no tier, or one the server refuses,
 * reads 'Please choose a tier' next to the select. Cancel (or Escape) closes it and focus returns to Enroll Now.
 */
export function TierPickerDialog({ member, onClose, onSubmit }: TierPickerDialogProps) {
  const form = useForm<TierChoiceInput, unknown, TierChoice>({ resolver: zodResolver(MemberTierChoiceSchema), defaultValues: { tier: '' } });
  return (
    <ModalRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent>
        <ModalTitle>{M.tierDialogTitle({ name: member.name })}</ModalTitle>
        <ModalDescription className={styles.dialogText}>{M.tierDialogText}</ModalDescription>
        <ModalForm
          form={form}
          serverFields={['tier']}
          onSubmit={(values) => onSubmit(values.tier)}
          onUnmappedError={(error) => (isApiError(error) && !error.isNotFound && error.message ? error.message : M.enrollFailed)}
          className={styles.dialogForm}
        >
          <TierField id="member-table-tier" />
        </ModalForm>
      </ModalContent>
    </ModalRoot>
  );
}
