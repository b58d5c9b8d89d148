import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, FORGOT_PASSWORD_PATH, safeNextPath, SIGN_IN_MESSAGES, STAFF_HOME_PATH, StaffSignInSchema, type StaffSignIn } from '@benefit-store/domain';
import { TextField, useFormStatus } from '../../../components/form';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CardForm, CardFormActions, CardFormPage } from '../../../components/ui/card-form-page';
import { InfoMessage } from '../../../components/ui/status-message';
import { leaveCurrentMemberEnrollment } from '../../../lib/client-transitions';
import { STAFF_SESSION_KEY, staffSignIn } from '../api/staff-session';
import { useStaffSession } from '../use-staff-session';
import { SignOutButton } from './sign-out-button';
import styles from './sign-in-page.module.css';

type SignInInput = { email: string; password: string };
type SignInOutput = { email: string; password: string };

const FIELDS = ['email', 'password'] as const;
const EMPTY: SignInInput = { email: '', password: '' };
const resolver = zodResolver(StaffSignInSchema);

function SubmitSignIn() {
  const { busy } = useFormStatus();
  return (
    <Button type="submit" busy={busy}>
      {busy ? SIGN_IN_MESSAGES.submitting : SIGN_IN_MESSAGES.submit}
    </Button>
  );
}

/**
 * /sign-in: reps and group administrators sign in with e-mail and password (beyond the spec; docs/decisions/0053-staff-sign-in.md).
 * Afterwards it goes to `next` when that is a path on this site, else to the role's home. A wrong e-mail or
 * password, a locked account or too many tries from this address show the server's message in the alert region.
 * Signed in already, it says as whom and offers Sign out.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const session = useStaffSession();
  // After a new password (the set-password page), the e-mail comes filled in.
  const form = useForm<SignInInput, unknown, SignInOutput>({ resolver, defaultValues: { ...EMPTY, email: params.get('email') ?? '' } });

  const submit = async (values: StaffSignIn) => {
    const who = await staffSignIn(values);
    // A new person: nothing cached for the one before may show (member lists hold personal data).
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== STAFF_SESSION_KEY[0] });
    leaveCurrentMemberEnrollment();
    queryClient.setQueryData(STAFF_SESSION_KEY, who);
    await navigate(next ?? STAFF_HOME_PATH[who.role], { replace: true });
  };

  // While a sign-in runs (until its next page shows) the form stays.
  const signedIn = session.data && !form.formState.isSubmitting ? session.data : null;

  return (
    <CardFormPage title={SIGN_IN_MESSAGES.pageTitle}>
      {session.isPending ? (
        <InfoMessage>{SIGN_IN_MESSAGES.checkingSignIn}</InfoMessage>
      ) : signedIn ? (
        <>
          <p className={styles.signedIn}>
            {SIGN_IN_MESSAGES.signedInAs} <strong>{signedIn.display_name}</strong>
          </p>
          <CardFormActions>
            <SignOutButton />
            <ButtonLink to={next ?? STAFF_HOME_PATH[signedIn.role]}>{SIGN_IN_MESSAGES.continueSignedIn}</ButtonLink>
          </CardFormActions>
        </>
      ) : (
        <CardForm id="sign-in" lead={SIGN_IN_MESSAGES.intro} form={form} onSubmit={submit} serverFields={FIELDS} actions={<SubmitSignIn />}>
          <TextField<SignInInput>
            id="sign-in-email"
            name="email"
            label={SIGN_IN_MESSAGES.emailLabel}
            type="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
          />
          <TextField<SignInInput>
            id="sign-in-password"
            name="password"
            label={SIGN_IN_MESSAGES.passwordLabel}
            type="password"
            autoComplete="current-password"
            maxLength={128}
          />
          <p className={styles.forgot}>
            <Link to={FORGOT_PASSWORD_PATH}>{ACCOUNT_MESSAGES.forgotLink}</Link>
          </p>
        </CardForm>
      )}
    </CardFormPage>
  );
}

/** The route module's component (router.tsx loads this file lazily). */
export const Component = SignInPage;
