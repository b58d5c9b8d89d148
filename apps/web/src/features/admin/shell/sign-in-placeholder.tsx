import { CONSOLE_MESSAGES as M } from '@benefit-store/domain';
import { AdminPage } from './admin-page';

/** /admin/sign-in until the operator accounts bring the real sign-in (features/admin/sign-in/). */
export default function SignInPlaceholder() {
  return (
    <AdminPage title={M.signInTitle}>
      <p>{M.signInArrives}</p>
    </AdminPage>
  );
}
