import { CONSOLE_MESSAGES as M } from '@benefit-store/domain';
import { AdminPage } from './admin-page';

/** A console section whose screens are still being built: its title and a line saying so. */
function Coming({ title }: { title: string }) {
  return (
    <AdminPage title={title}>
      <p>{M.pageArrives}</p>
    </AdminPage>
  );
}

export const CatalogComing = () => <Coming title={M.navCatalog} />;
export const SitesComing = () => <Coming title={M.navSites} />;
export const RepsComing = () => <Coming title={M.navReps} />;
export const GroupsComing = () => <Coming title={M.navGroups} />;
export const AuditComing = () => <Coming title={M.navAudit} />;
