import { useNavigate } from 'react-router';
import { SIGN_IN_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/status-message';
import { useSignOut } from '../use-staff-session';

/** "Sign out": ends the signed-in session and goes to the sign-in page; busy while it runs, a visible failure. */
export function SignOutButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const signOut = useSignOut(() => void navigate('/sign-in', { replace: true }));
  return (
    <>
      <Button variant="secondary" className={className} busy={signOut.isPending} onClick={() => signOut.mutate()}>
        {signOut.isPending ? SIGN_IN_MESSAGES.signingOut : SIGN_IN_MESSAGES.signOut}
      </Button>
      {signOut.isError && <ErrorMessage message={SIGN_IN_MESSAGES.signOutFailed} />}
    </>
  );
}
