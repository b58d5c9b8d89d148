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
