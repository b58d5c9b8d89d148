import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, RequestPasswordResetSchema, SIGN_IN_MESSAGES, type RequestPasswordReset } from '@benefit-store/domain';
import { TextField, useFormStatus } from '../../../components/form';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CardForm, CardFormActions, CardFormPage } from '../../../components/ui/card-form-page';
import { InfoMessage } from '../../../components/ui/status-message';
import { requestPasswordReset } from '../api/password';

type Input = { email: string };
const FIELDS = ['email'] as const;
const resolver = zodResolver(RequestPasswordResetSchema);

function SubmitRequest() {
  const { busy } = useFormStatus();
  return (
    <Button type="submit" busy={busy}>
      {busy ? ACCOUNT_MESSAGES.forgotSubmitting : ACCOUNT_MESSAGES.forgotSubmit}
    </Button>
  );
}

/**
 * /forgot-password (issue 23): anyone with an account (rep, group administrator, operator) asks for a link to choose
 * a new password. The page says the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useForm<Input, unknown, Input>({ resolver, defaultValues: { email: '' } });
  const submit = async (values: RequestPasswordReset) => {
    await requestPasswordReset(values);
    setSent(true);
  };
  return (
    <CardFormPage title={ACCOUNT_MESSAGES.forgotTitle}>
      {sent ? (
        <>
          <InfoMessage>{ACCOUNT_MESSAGES.forgotSent}</InfoMessage>
          <CardFormActions>
            <ButtonLink to="/sign-in" variant="secondary">
              {ACCOUNT_MESSAGES.backToSignIn}
            </ButtonLink>
          </CardFormActions>
        </>
      ) : (
        <CardForm id="forgot-password" lead={ACCOUNT_MESSAGES.forgotIntro} form={form} onSubmit={submit} serverFields={FIELDS} actions={<SubmitRequest />}>
          <TextField<Input>
            id="forgot-password-email"
            name="email"
            label={SIGN_IN_MESSAGES.emailLabel}
            type="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
          />
        </CardForm>
      )}
    </CardFormPage>
  );
}

export const Component = ForgotPasswordPage;
