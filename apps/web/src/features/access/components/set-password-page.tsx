import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  ACCOUNT_MESSAGES,
  CONSOLE_SIGN_IN_PATH,
  FORGOT_PASSWORD_PATH,
  setPasswordFormSchema,
  type PasswordLink,
  type SetPasswordAnswer,
} from '@benefit-store/domain';
import { TextField, useFormStatus } from '../../../components/form';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CardForm, CardFormActions, CardFormPage } from '../../../components/ui/card-form-page';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { ApiError } from '../../../lib/api-error';
import { readPasswordLink, setPassword } from '../api/password';

type Input = { password: string; confirm: string };
const FIELDS = ['password', 'confirm'] as const;
const expired = (error: unknown) => error instanceof ApiError && error.status === 410;

function SubmitPassword() {
  const { busy } = useFormStatus();
  return (
    <Button type="submit" busy={busy}>
      {busy ? ACCOUNT_MESSAGES.setSubmitting : ACCOUNT_MESSAGES.setSubmit}
    </Button>
  );
}

/** The link has ended: say so, and offer a new one. */
function LinkExpired() {
  return (
    <>
      <ErrorMessage message={ACCOUNT_MESSAGES.linkExpired} />
      <CardFormActions>
        <ButtonLink to={FORGOT_PASSWORD_PATH}>{ACCOUNT_MESSAGES.forgotTitle}</ButtonLink>
      </CardFormActions>
    </>
  );
}

/** What comes after: a rep or group administrator signs in at /sign-in; an operator goes to the console. */
function PasswordSet({ answer }: { answer: SetPasswordAnswer }) {
  const operator = answer.role === 'operator';
  return (
    <>
      <InfoMessage>{answer.next === 'second_factor_setup' ? ACCOUNT_MESSAGES.setDoneOperator : ACCOUNT_MESSAGES.setDone}</InfoMessage>
      <CardFormActions>
        <ButtonLink to={operator ? CONSOLE_SIGN_IN_PATH : `/sign-in?email=${encodeURIComponent(answer.email)}`}>
          {answer.next === 'second_factor_setup' ? ACCOUNT_MESSAGES.continueToConsole : ACCOUNT_MESSAGES.continueToSignIn}
        </ButtonLink>
      </CardFormActions>
    </>
  );
}

function SetPasswordForm({ token, link, onSet }: { token: string; link: PasswordLink; onSet: (answer: SetPasswordAnswer) => void }) {
  const [ended, setEnded] = useState(false);
  const resolver = useMemo(() => zodResolver(setPasswordFormSchema(link.role)), [link.role]);
  const form = useForm<Input, unknown, Input>({ resolver, defaultValues: { password: '', confirm: '' } });
  const submit = async (values: Input) => onSet(await setPassword({ token, ...values }));
  if (ended) return <LinkExpired />;
  const lead = `${ACCOUNT_MESSAGES.setIntro({ email: link.email })} ${ACCOUNT_MESSAGES.setHint({ min: link.min_length })}`;
  return (
    <CardForm
      id="set-password"
      lead={lead}
      form={form}
      onSubmit={submit}
      serverFields={FIELDS}
      onUnmappedError={(error) => {
        if (!expired(error)) return error instanceof Error ? error.message : String(error);
        setEnded(true);
        return null;
      }}
      actions={<SubmitPassword />}
    >
      {/* The account's e-mail, for password managers to file the new password under. */}
      <input type="hidden" name="username" autoComplete="username" value={link.email} readOnly />
      <TextField<Input> id="set-password-password" name="password" label={ACCOUNT_MESSAGES.setNewPassword} type="password" autoComplete="new-password" maxLength={512} />
      <TextField<Input> id="set-password-confirm" name="confirm" label={ACCOUNT_MESSAGES.setConfirmPassword} type="password" autoComplete="new-password" maxLength={512} />
    </CardForm>
  );
}

/**
 * /set-password?token=… (issue 23): the page every invitation and reset link opens, for all three roles. It checks
 * the link first (whose account, the shortest password for its role), then asks for the new password twice; the
 * server also refuses common passwords. Afterwards a rep or group administrator signs in at /sign-in (no session is
 * opened here), an operator goes on to the console, which sets up the second factor when there is none yet.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = (location.state as { token?: unknown } | null)?.token;
  const token = params.get('token') ?? (typeof fromState === 'string' ? fromState : '');
  // The token leaves the address bar (and so the history, screen shares and Referer headers) at once: it is kept in
  // the history entry's state, so a reload still finds it.
  useEffect(() => {
    if (!params.has('token')) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    const search = rest.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: { token: params.get('token') } });
  }, [params, location.pathname, location.hash, navigate]);
  const [answer, setAnswer] = useState<SetPasswordAnswer | null>(null);
  const link = useQuery({ queryKey: ['password-link', token], queryFn: () => readPasswordLink(token), enabled: token !== '', retry: false, staleTime: Infinity, gcTime: 0 });

  let body;
  if (answer) body = <PasswordSet answer={answer} />;
  else if (token === '' || (link.isError && expired(link.error))) body = <LinkExpired />;
  else if (link.isPending) body = <InfoMessage>{ACCOUNT_MESSAGES.setChecking}</InfoMessage>;
  else if (link.isError) body = <ErrorMessage message={ACCOUNT_MESSAGES.setCheckFailed} onRetry={() => void link.refetch()} retrying={link.isFetching} />;
  else body = <SetPasswordForm token={token} link={link.data} onSet={setAnswer} />;
  return <CardFormPage title={ACCOUNT_MESSAGES.setTitle}>{body}</CardFormPage>;
}

export const Component = SetPasswordPage;
