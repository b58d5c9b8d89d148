import { ENROLLMENT_MESSAGES, MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalContent, ModalRoot, ModalTitle } from '../../../components/ui/modal';

interface CancelEnrollmentDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}

/** Cancel Enrollment: 'Are you sure you want to cancel the enrollment?' with Yes and No (spec 001 section 2). */
export function CancelEnrollmentDialog({ open, onOpenChange, onConfirm }: CancelEnrollmentDialogProps) {
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalContent aria-describedby={undefined}>
        <ModalTitle>{ENROLLMENT_MESSAGES.cancelEnrollmentConfirm}</ModalTitle>
        <ModalActions>
          <ModalClose asChild>
            <Button variant="secondary">{MESSAGES.no}</Button>
          </ModalClose>
          <Button variant="danger" onClick={onConfirm}>
            {MESSAGES.yes}
          </Button>
        </ModalActions>
      </ModalContent>
    </ModalRoot>
  );
}
