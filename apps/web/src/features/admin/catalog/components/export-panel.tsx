import { useEffect, useMemo } from 'react';
import { CONSOLE_CATALOG_MESSAGES as M, type CatalogFile } from '@benefit-store/domain';
import { Button } from '../../../../components/ui/button';
import { ErrorMessage } from '../../../../components/ui/status-message';
import { useExportCatalog } from '../api/admin-catalog';
import styles from '../catalog.module.css';

const typeOf = (name: string) => (name.endsWith('.csv') ? 'text/csv' : 'application/json');

/** The exported files as download links (object URLs, freed when the list goes). */
function Downloads({ files }: { files: CatalogFile[] }) {
  const links = useMemo(() => files.map((file) => ({ name: file.name, href: URL.createObjectURL(new Blob([file.text], { type: typeOf(file.name) })) })), [files]);
  useEffect(() => () => links.forEach((link) => URL.revokeObjectURL(link.href)), [links]);
  return (
    <>
      <p role="status">{M.exportReady({ n: files.length })}</p>
      <ul className={styles.downloads}>
        {links.map((link) => (
          <li key={link.name}>
            <a href={link.href} download={link.name.split('/').pop()}>
              {M.downloadFile({ name: link.name })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Export: the current catalog in the import's file format, each file a download link. */
export function ExportPanel() {
  const exported = useExportCatalog();
  return (
    <section className={styles.section} aria-labelledby="catalog-export-title">
      <h2 id="catalog-export-title">{M.exportTitle}</h2>
      <p className={styles.hint}>{M.exportLead}</p>
      <div className={styles.actions}>
        <Button variant="secondary" busy={exported.isPending} onClick={() => exported.mutate()}>
          {exported.isPending ? M.exporting : M.exportButton}
        </Button>
      </div>
      {exported.isError && <ErrorMessage message={M.exportError} onRetry={() => exported.mutate()} />}
      {exported.data && <Downloads files={exported.data.files} />}
    </section>
  );
}
