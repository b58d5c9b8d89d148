import { Link } from 'react-router';
import { CONSOLE_MESSAGES as M } from '@benefit-store/domain';
import { AdminPage } from './admin-page';

/** Any /admin address without a page. */
export default function AdminNotFoundPage() {
  return (
    <AdminPage title={M.notFoundTitle}>
      <p>{M.notFoundText}</p>
      <p>
        <Link to="/admin">{M.consoleName}</Link>
      </p>
    </AdminPage>
  );
}
