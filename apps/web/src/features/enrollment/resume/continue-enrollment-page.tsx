import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ContinueEnrollmentRequestSchema, ENROLLMENT_MESSAGES, MESSAGES, type ContinueEnrollmentRequest } from '@benefit-store/domain';
import { SubmitButton, TextField } from '../../../components/form';
import { CardForm, CardFormPage } from '../../../components/ui/card-form-page';
import { continueEnrollment } from './api/continue-enrollment';
import { openResumedEnrollment } from './open-resumed-enrollment';

type ContinueEnrollmentInput = { code: string; email: string };

const FIELDS = ['code', 'email'] as const;
const EMPTY: ContinueEnrollmentInput = { code: '', email: '' };
const resolver = zodResolver(ContinueEnrollmentRequestSchema);

/**
 * /continue-enrollment (spec 002 section 2.6): the code from the Save & Continue Later e-mail and the address it
 * went to. continue-enrollment attaches the enrollment to this browser; its context is stored and the saved tab
 * opens. The server's errors go under the field it names (code or email); any other failure into the summary.
 */
export function ContinueEnrollmentPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ContinueEnrollmentInput, unknown, ContinueEnrollmentRequest>({ resolver, defaultValues: EMPTY });

  const submit = async (values: ContinueEnrollmentRequest) => {
    const { result } = await continueEnrollment(values);
    const path = openResumedEnrollment(result, queryClient);
    if (!path) throw new Error(MESSAGES.serverError);
    // Busy until the saved tab has loaded and shows.
    await navigate(path, { replace: true });
  };

  return (
    <CardFormPage title={ENROLLMENT_MESSAGES.resumeWelcome}>
      <CardForm
        id="continue-enrollment"
        lead={ENROLLMENT_MESSAGES.resumeEnterCodeAndEmail}
        form={form}
        onSubmit={submit}
        serverFields={FIELDS}
        actions={<SubmitButton>{ENROLLMENT_MESSAGES.resumeContinue}</SubmitButton>}
      >
        <TextField<ContinueEnrollmentInput>
          id="continue-code"
          name="code"
          label={ENROLLMENT_MESSAGES.resumeCodeLabel}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <TextField<ContinueEnrollmentInput>
          id="continue-email"
          name="email"
          label={ENROLLMENT_MESSAGES.resumeEmailLabel}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
      </CardForm>
    </CardFormPage>
  );
}
