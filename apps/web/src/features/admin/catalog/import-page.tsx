import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_CATALOG_MESSAGES as M, type CatalogFile, type ImportReport } from '@benefit-store/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { AdminPage } from '../shell/admin-page';
import { ADMIN_QUERY_ROOT } from '../shell/api/operator-session';
import { importCatalog } from './api/admin-catalog';
import { ExportPanel } from './components/export-panel';
import { ImportReportView } from './components/import-report';
import { readCatalogFiles } from './components/read-files';
import styles from './catalog.module.css';

/** The files of one choice; `version` changes with every choice, so a check belongs to the files it checked. */
interface Chosen {
  files: CatalogFile[];
  version: number;
}

const failureText = (error: unknown) => (isApiError(error) && error.status !== 0 && error.status < 500 ? error.message : M.importError);

/**
 * /admin/catalog/import: choose catalog files, check them (a dry run: the report of what would change and every error),
 * then apply the same files once a check found no errors, after a confirmation. Also the catalog's export.
 */
export default function CatalogImportPage() {
  const ids = { input: useId(), hint: useId(), error: useId(), applyHint: useId() };
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen>({ files: [], version: 0 });
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reportHeading = useRef<HTMLHeadingElement>(null);

  const check = useMutation({
    mutationFn: async (input: Chosen) => ({ version: input.version, report: await importCatalog(true, input.files) }),
  });
  const apply = useMutation({
    mutationFn: async (input: Chosen) => ({ version: input.version, report: await importCatalog(false, input.files) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
    onSettled: () => setConfirming(false),
  });

  const checked = check.data?.version === chosen.version ? check.data.report : null;
  const applied = apply.data?.version === chosen.version ? apply.data.report : null;
  const shown: ImportReport | null = applied ?? checked;
  const canApply = checked !== null && checked.errors.length === 0 && applied === null;

  // A new report (or an applied one) takes focus, so keyboard and screen reader users land on the result.
  useEffect(() => {
    if (shown) reportHeading.current?.focus();
  }, [shown]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const list = Array.from(event.target.files ?? []);
    check.reset();
    apply.reset();
    setFileError(null);
    setReading(true);
    try {
      const files = await readCatalogFiles(list);
      setChosen((before) => ({ files, version: before.version + 1 }));
    } catch {
      setChosen((before) => ({ files: [], version: before.version + 1 }));
      setFileError(M.filesUnreadable);
    } finally {
      setReading(false);
    }
  };

  const runCheck = () => {
    if (chosen.files.length === 0) {
      setFileError(M.filesRequired);
      document.getElementById(ids.input)?.focus();
      return;
    }
    setFileError(null);
    check.mutate(chosen);
  };

  const describedBy = [ids.hint, fileError ? ids.error : null].filter(Boolean).join(' ');

  return (
    <AdminPage title={M.importTitle} lead={M.importLead} actions={<Link to="/admin/catalog">{M.backToPlans}</Link>}>
      <div className={styles.section}>
        <div className={styles.toolbar}>
          <div className={styles.field}>
            <label htmlFor={ids.input}>{M.filesLabel}</label>
            <input
              id={ids.input}
              type="file"
              multiple
              accept=".json,.csv,application/json,text/csv"
              aria-describedby={describedBy}
              aria-invalid={fileError ? true : undefined}
              onChange={(event) => void choose(event)}
            />
            <p id={ids.hint} className={styles.hint} aria-live="polite">
              {chosen.files.length > 0 ? M.filesChosen({ n: chosen.files.length }) : ''}
            </p>
            {fileError && (
              <p id={ids.error} className={styles.fieldError}>
                {fileError}
              </p>
            )}
          </div>
        </div>
        <div className={styles.actions}>
          <Button busy={check.isPending || reading} onClick={runCheck}>
            {check.isPending ? M.checking : M.checkButton}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="secondary" disabled={!canApply} aria-describedby={canApply ? undefined : ids.applyHint}>
                {M.applyButton}
              </Button>
            }
            title={M.confirmTitle}
            description={M.confirmText({ added: checked?.totals.added ?? 0, changed: checked?.totals.changed ?? 0, removed: checked?.totals.removed ?? 0 })}
            confirmLabel={M.applyButton}
            cancelLabel={M.confirmCancel}
            busy={apply.isPending}
            onConfirm={() => apply.mutate(chosen)}
          />
        </div>
        {!canApply && applied === null && (
          <p id={ids.applyHint} className={styles.hint}>
            {M.applyHint}
          </p>
        )}
        <p className={styles.hint} role="status">
          {check.isPending ? M.checking : apply.isPending ? M.applying : ''}
        </p>
        {check.isError && <ErrorMessage message={failureText(check.error)} onRetry={runCheck} />}
        {apply.isError && <ErrorMessage message={failureText(apply.error)} />}
      </div>

      {shown && <ImportReportView report={shown} headingRef={reportHeading} />}

      <ExportPanel />
    </AdminPage>
  );
}
