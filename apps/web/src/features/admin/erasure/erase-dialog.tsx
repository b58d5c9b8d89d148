import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONSOLE_ERASE_MESSAGES as M, EraseRequestSchema, ERASE_REASON_MAX, type EraseRequest, type EraseResult } from '@benefit-store/domain';
import { Form, FormErrorSummary, useFieldError, useFormApi, useFormStatus } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle, ModalTrigger } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-error';
import { eraseEnrollment } from './api/erasure';

const resolver = zodResolver(EraseRequestSchema);
const FIELDS = ['reason'] as const;

/** The reason, several lines allowed; its message under it. */
function ReasonField() {
  const { register } = useFormApi<EraseRequest>();
  return (
    <FormField id="erase-reason" label={M.reasonLabel} error={useFieldError('reason')}>
      {(control) => <textarea {...control} rows={3} maxLength={ERASE_REASON_MAX} {...register('reason')} />}
    </FormField>
  );
}

function EraseButton() {
  const { busy } = useFormStatus();
  return (
    <Button type="submit" variant="danger" busy={busy}>
      {busy ? M.erasing : M.confirmErase}
    </Button>
  );
}

/** The API's own refusal (completed or already erased: 409) when it gives one, else the general failure. */
const failure = (error: unknown) => (isApiError(error) && error.status === 409 ? error.message : M.eraseFailed);

/**
 * Erase…: a confirmation dialog that asks for the reason (kept in the audit log) before erasing. Focus stays inside
 * while it is open and returns to the button when it closes; a failure is said inside it and changes nothing.
 */
export function EraseDialog({ enrollmentId, onErased }: { enrollmentId: string; onErased: (result: EraseResult) => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<EraseRequest>({ resolver, defaultValues: { reason: '' } });
  const submit = async (values: EraseRequest) => {
    const result = await eraseEnrollment(enrollmentId, values.reason);
    setOpen(false);
    onErased(result);
  };
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (form.formState.isSubmitting) return;
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <ModalTrigger asChild>
        <Button variant="danger">{M.erase}</Button>
      </ModalTrigger>
      <ModalContent>
        <ModalTitle>{M.eraseTitle}</ModalTitle>
        <ModalDescription>{M.eraseText}</ModalDescription>
        <Form form={form} onSubmit={submit} serverFields={FIELDS} onUnmappedError={failure}>
          <ReasonField />
          <FormErrorSummary />
          <ModalActions>
            <ModalClose asChild>
              <Button variant="secondary">{M.cancel}</Button>
            </ModalClose>
            <EraseButton />
          </ModalActions>
        </Form>
      </ModalContent>
    </ModalRoot>
  );
}
