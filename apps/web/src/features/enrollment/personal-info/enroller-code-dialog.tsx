import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ENROLLER_CODE_MAX, enrollerCodeSchema, ENROLLMENT_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { TextField } from '../../../components/form';
import { ModalForm } from '../../../components/form/modal-form';
import { ModalContent, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { saveEnrollerCode } from './api/save-enroller-code';

type CodeValues = { enrollerCode: string };
const SERVER_FIELDS = ['enrollerCode'] as const;

interface EnrollerCodeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  enrollmentId: string;
  /** The code saved so far, shown in the field when the dialog opens. */
  savedCode: string | null;
  /** The server accepted the code (its spelling as stored); the dialog closes. */
  onSaved(code: string): void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  onCloseFocus(): void;
}

/**
 * The Enroller Code modal (spec 001 section 2): an optional enroller code is saved only here, with save-enroller-code.
 * An empty entry is flagged 'Field is required' (domain enrollerCodeSchema); the server's refusal shows under the field.
 */
export function EnrollerCodeDialog({ open, onOpenChange, enrollmentId, savedCode, onSaved, onCloseFocus }: EnrollerCodeDialogProps) {
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <ModalTitle>{ENROLLMENT_MESSAGES.enrollerCodeLabel}</ModalTitle>
        {/* Mounted only while open, so each opening starts from the saved code without old errors. */}
        {open && <EnrollerCodeForm enrollmentId={enrollmentId} savedCode={savedCode} onSaved={onSaved} />}
      </ModalContent>
    </ModalRoot>
  );
}

function EnrollerCodeForm({ enrollmentId, savedCode, onSaved }: Pick<EnrollerCodeDialogProps, 'enrollmentId' | 'savedCode' | 'onSaved'>) {
  const resolver = useMemo(() => zodResolver(z.object({ enrollerCode: enrollerCodeSchema })) as unknown as Resolver<CodeValues>, []);
  const form = useForm<CodeValues>({ resolver, defaultValues: { enrollerCode: savedCode ?? '' } });

  return (
    <ModalForm
      form={form}
      serverFields={SERVER_FIELDS}
      cancelLabel={WEB_MESSAGES.close}
      submitLabel={ENROLLMENT_MESSAGES.saveEnrollerCode}
      onSubmit={async (values) => {
        onSaved(await saveEnrollerCode(enrollmentId, values.enrollerCode));
      }}
    >
      <TextField<CodeValues>
        id="enroller-code-modal"
        name="enrollerCode"
        label={ENROLLMENT_MESSAGES.enterEnrollerCode}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={ENROLLER_CODE_MAX}
      />
    </ModalForm>
  );
}
