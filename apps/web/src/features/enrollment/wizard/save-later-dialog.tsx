import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { alternateEmailSchema, ENROLLMENT_MESSAGES, STEP_SAVED_TAB, STORE_WEB_MESSAGES, type TabKey } from '@benefit-store/domain';
import { Form, FormErrorSummary, SubmitButton, TextField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-error';
import { saveForLater } from './api/save-for-later';
import styles from './save-later-dialog.module.css';

const schema = z.object({ email: alternateEmailSchema });
type SaveLaterInput = { email: string };
const resolver = zodResolver(schema) as unknown as Resolver<SaveLaterInput, unknown, z.output<typeof schema>>;

interface SaveLaterDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  enrollmentId: string;
  tab: TabKey;
  /** The step's form values when the dialog opened. */
  data: Record<string, unknown>;
  onStartNew(): void;
}

/**
 * Save & Continue Later (spec 001 section 2): an alternate e-mail, Back and Send Code. save-enrollment saves the step
 * as it is and mails a resume code and link; then 'Information Saved!!! Check your email to continue' with Start New
 * Enrollment and Continue Current Enrollment. Every refusal shows under the e-mail, as the spec asks (a step field
 * the server refused is named in the message).
 */
export function SaveLaterDialog({ open, onOpenChange, enrollmentId, tab, data, onStartNew }: SaveLaterDialogProps) {
  const [saved, setSaved] = useState(false);
  const form = useForm<SaveLaterInput, unknown, z.output<typeof schema>>({ resolver, defaultValues: { email: '' } });

  const change = (next: boolean) => {
    if (!next) {
      setSaved(false);
      form.reset();
    }
    onOpenChange(next);
  };

  const submit = async ({ email }: z.output<typeof schema>) => {
    try {
      await saveForLater({ enrollment_id: enrollmentId, email, tab: STEP_SAVED_TAB[tab], data });
      setSaved(true);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        const own = error.fieldErrors.find((e) => e.target_element === 'email') ?? error.fieldErrors[0]!;
        form.setError('email', { message: own.error_message }, { shouldFocus: true });
        return;
      }
      throw error;
    }
  };

  return (
    <ModalRoot open={open} onOpenChange={change}>
      <ModalContent className={styles.dialog}>
        <ModalTitle>{ENROLLMENT_MESSAGES.saveAndContinueLater}</ModalTitle>
        {saved ? (
          <>
            <ModalDescription asChild>
              <Notice kind="success">{ENROLLMENT_MESSAGES.saveLaterSaved}</Notice>
            </ModalDescription>
            <ModalActions>
              <Button variant="secondary" onClick={onStartNew}>
                {ENROLLMENT_MESSAGES.startNewEnrollment}
              </Button>
              <ModalClose asChild>
                <Button>{ENROLLMENT_MESSAGES.continueCurrentEnrollment}</Button>
              </ModalClose>
            </ModalActions>
          </>
        ) : (
          <>
            <ModalDescription>{ENROLLMENT_MESSAGES.saveLaterPrompt}</ModalDescription>
            <Form form={form} onSubmit={submit} serverFields={['email']}>
              <FormErrorSummary />
              <TextField id="save-later-email" name="email" label={ENROLLMENT_MESSAGES.resumeEmailLabel} type="email" autoComplete="email" />
              <ModalActions>
                <ModalClose asChild>
                  <Button variant="secondary">{STORE_WEB_MESSAGES.back}</Button>
                </ModalClose>
                <SubmitButton>{ENROLLMENT_MESSAGES.sendCode}</SubmitButton>
              </ModalActions>
            </Form>
          </>
        )}
      </ModalContent>
    </ModalRoot>
  );
}
