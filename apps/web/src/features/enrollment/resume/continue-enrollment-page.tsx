import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ContinueEnrollmentRequestSchema, ENROLLMENT_MESSAGES, MESSAGES, type ContinueEnrollmentRequest } from '@benefit-store/domain';
import { Form, FormErrorSummary, SubmitButton, TextField } from '../../../components/form';
import { continueEnrollment } from './api/continue-enrollment';
import { openResumedEnrollment } from './open-resumed-enrollment';
import styles from './continue-enrollment-page.module.css';

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
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{ENROLLMENT_MESSAGES.resumeWelcome}</h1>
        <p className={styles.lead} id="continue-enrollment-lead">
          {ENROLLMENT_MESSAGES.resumeEnterCodeAndEmail}
        </p>
        <Form form={form} onSubmit={submit} serverFields={FIELDS} className={styles.form} aria-describedby="continue-enrollment-lead">
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
          <FormErrorSummary />
          <div className={styles.actions}>
            <SubmitButton>{ENROLLMENT_MESSAGES.resumeContinue}</SubmitButton>
          </div>
        </Form>
      </div>
    </div>
  );
}
