import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ACCOUNT_MESSAGES,
  CONSOLE_ACCOUNT_MESSAGES as M,
  CONSOLE_HOME_PATH,
  CONSOLE_MESSAGES,
  ConsoleSignInSchema,
  FORGOT_PASSWORD_PATH,
  safeNextPath,
  SecondFactorSetupSchema,
  SIGN_IN_MESSAGES,
  type OperatorMe,
  type PendingConsoleStep,
  type StaffSignIn,
} from '@benefit-store/domain';
import { Link } from 'react-router';
import { TextField, useFormStatus } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { CardForm, CardFormActions } from '../../../components/ui/card-form-page';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { ApiError } from '../../../lib/api-error';
import { AdminPage } from '../shell/admin-page';
import { ADMIN_QUERY_ROOT, operatorMeKey } from '../shell/api/operator-session';
import { confirmSetup, consoleSignIn, getPendingStep, pendingStepKey, sendSecondFactor } from './api/console-sign-in';
import { secondFactorFormSchema } from './second-factor-form';
import styles from './console-sign-in.module.css';

type PasswordInput = { email: string; password: string };
type CodeInput = { code: string };
const PASSWORD_FIELDS = ['email', 'password'] as const;
const CODE_FIELDS = ['code'] as const;
const passwordResolver = zodResolver(ConsoleSignInSchema);
const setupResolver = zodResolver(SecondFactorSetupSchema);
const stepEnded = (error: unknown) => error instanceof ApiError && error.errorCode === 'signInStepExpired';

function Submit({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { busy } = useFormStatus();
  return (
    <Button type="submit" busy={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}

function PasswordStep({ onNext }: { onNext: () => Promise<unknown> }) {
  const form = useForm<PasswordInput, unknown, PasswordInput>({ resolver: passwordResolver, defaultValues: { email: '', password: '' } });
  const submit = async (values: StaffSignIn) => {
    await consoleSignIn(values);
    await onNext();
  };
  return (
    <CardForm id="console-sign-in" lead={M.signInIntro} form={form} onSubmit={submit} serverFields={PASSWORD_FIELDS} actions={<Submit label={M.signInSubmit} busyLabel={M.signInSubmitting} />}>
      <TextField<PasswordInput> id="console-email" name="email" label={SIGN_IN_MESSAGES.emailLabel} type="email" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={254} />
      <TextField<PasswordInput> id="console-password" name="password" label={SIGN_IN_MESSAGES.passwordLabel} type="password" autoComplete="current-password" maxLength={128} />
      <p className={styles.switch}>
        <Link to={FORGOT_PASSWORD_PATH}>{ACCOUNT_MESSAGES.forgotLink}</Link>
      </p>
    </CardForm>
  );
}

/** The code step: a code of the authenticator app, or (switched) one recovery code. */
function CodeStep({ onSignedIn, onEnded }: { onSignedIn: (who: OperatorMe) => Promise<void>; onEnded: () => void }) {
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  return <CodeForm key={method} method={method} onSwitch={() => setMethod(method === 'totp' ? 'recovery' : 'totp')} onSignedIn={onSignedIn} onEnded={onEnded} />;
}

function CodeForm(props: { method: 'totp' | 'recovery'; onSwitch: () => void; onSignedIn: (who: OperatorMe) => Promise<void>; onEnded: () => void }) {
  const { method } = props;
  const form = useForm<CodeInput, unknown, CodeInput>({ resolver: zodResolver(secondFactorFormSchema(method)), defaultValues: { code: '' } });
  const submit = async (values: CodeInput) => props.onSignedIn(await sendSecondFactor({ method, code: values.code }));
  return (
    <CardForm
      id="console-code"
      lead={method === 'totp' ? M.codeIntro : M.recoveryIntro}
      form={form}
      onSubmit={submit}
      serverFields={CODE_FIELDS}
      onUnmappedError={(error) => {
        if (!stepEnded(error)) return error instanceof Error ? error.message : String(error);
        props.onEnded();
        return null;
      }}
      actions={<Submit label={SIGN_IN_MESSAGES.submit} busyLabel={SIGN_IN_MESSAGES.submitting} />}
    >
      {method === 'totp' ? (
        <TextField<CodeInput> id="console-code-input" name="code" label={M.codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
      ) : (
        <TextField<CodeInput> id="console-recovery-input" name="code" label={M.recoveryLabel} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={40} />
      )}
      <p className={styles.switch}>
        <Button variant="secondary" onClick={props.onSwitch}>
          {method === 'totp' ? M.useRecovery : M.useAuthenticator}
        </Button>
      </p>
    </CardForm>
  );
}

/** The key (grouped by four for reading) and the otpauth:// link of a new second factor, then its first code. */
function SetupStep({ step, onDone, onEnded }: { step: Extract<PendingConsoleStep, { step: 'second_factor_setup' }>; onDone: (codes: string[], who: OperatorMe) => void; onEnded: () => void }) {
  const form = useForm<CodeInput, unknown, CodeInput>({ resolver: setupResolver, defaultValues: { code: '' } });
  const submit = async (values: CodeInput) => {
    const answer = await confirmSetup(values.code);
    onDone(answer.recovery_codes, answer.operator);
  };
  return (
    <>
      <dl className={styles.details}>
        <dt>{M.setupKeyLabel}</dt>
        <dd className={styles.key}>{step.secret.match(/.{1,4}/g)?.join(' ')}</dd>
        <dt>{M.setupUriLabel}</dt>
        <dd className={styles.uri}>
          <a href={step.otpauth_uri}>{step.otpauth_uri}</a>
        </dd>
      </dl>
      <CardForm
        id="console-setup"
        lead={M.setupIntro}
        form={form}
        onSubmit={submit}
        serverFields={CODE_FIELDS}
        onUnmappedError={(error) => {
          if (!stepEnded(error)) return error instanceof Error ? error.message : String(error);
          onEnded();
          return null;
        }}
        actions={<Submit label={M.setupSubmit} busyLabel={SIGN_IN_MESSAGES.submitting} />}
      >
        <TextField<CodeInput> id="console-setup-code" name="code" label={M.codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
      </CardForm>
    </>
  );
}

/**
 * /admin/sign-in (issue 23): the operator's e-mail and password, then a code from the authenticator app (or a recovery
 * code); an operator without a second factor sets one up here (the key, its otpauth:// link, a first code) and is
 * shown ten recovery codes once. Which step shows comes from the server (GET admin/sign-in/pending), so a reload or
 * the set-password page's link lands on the right one. Afterwards: `next` when it is a console path, else the console's home (/admin, its reports).
 */
export default function ConsoleSignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const target = next?.startsWith('/admin') ? next : CONSOLE_HOME_PATH;
  const [ended, setEnded] = useState(false);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const pending = useQuery({ queryKey: pendingStepKey, queryFn: ({ signal }) => getPendingStep(signal), staleTime: 0, gcTime: 0 });

  const signedIn = async (who: OperatorMe) => {
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    queryClient.setQueryData(operatorMeKey, who);
    await navigate(target, { replace: true });
  };
  const endStep = () => {
    setEnded(true);
    queryClient.setQueryData(pendingStepKey, null);
  };
  const reload = async () => {
    setEnded(false);
    await pending.refetch();
  };

  let title = CONSOLE_MESSAGES.signInTitle;
  let body;
  if (recovery) {
    title = M.recoveryTitle;
    body = (
      <>
        <p>{M.recoveryCodesIntro}</p>
        <ul className={styles.codes}>
          {recovery.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <CardFormActions>
          <Button onClick={() => void navigate(target, { replace: true })}>{M.recoveryDone}</Button>
        </CardFormActions>
      </>
    );
  } else if (pending.isPending) {
    body = <InfoMessage>{M.checkingStep}</InfoMessage>;
  } else if (pending.isError) {
    body = <ErrorMessage message={M.stepCheckFailed} onRetry={() => void pending.refetch()} retrying={pending.isFetching} />;
  } else if (pending.data?.step === 'second_factor') {
    title = M.codeTitle;
    body = <CodeStep onSignedIn={signedIn} onEnded={endStep} />;
  } else if (pending.data?.step === 'second_factor_setup') {
    title = M.setupTitle;
    body = (
      <SetupStep
        step={pending.data}
        onEnded={endStep}
        onDone={(codes, who) => {
          queryClient.setQueryData(operatorMeKey, who);
          setRecovery(codes);
        }}
      />
    );
  } else {
    body = (
      <>
        {ended && <ErrorMessage message={M.stepExpired} />}
        <PasswordStep onNext={reload} />
      </>
    );
  }
  return <AdminPage title={title}>{body}</AdminPage>;
}
