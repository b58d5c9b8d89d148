import type { ReactNode } from 'react';
import { CONSOLE_CARRIER_MESSAGES as M, displayDateTime, type CarrierConfigView, type CarrierFileFormat, type CarrierFileView } from '@benefit-store/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { AdminPage } from '../shell/admin-page';
import { carrierFileDownloadUrl, useCarrierConfigs, useCarrierFiles, useMakeCarrierFile } from './api/admin-carriers';
import styles from './carriers.module.css';

const FORMATS: { format: CarrierFileFormat; label: () => string }[] = [
  { format: '834', label: () => M.make834 },
  { format: 'csv', label: () => M.makeCsv },
];

const MADE_BY: Record<string, () => string> = { console: () => M.madeByConsole, command: () => M.madeByCommand, job: () => M.madeByJob };
const madeBy = (who: string) => MADE_BY[who]?.() ?? who;

const instant = (iso: string) => <time dateTime={iso}>{displayDateTime(new Date(iso))}</time>;

/** A focusable region around a wide table, so keyboard users can scroll it sideways. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container, as axe's scrollable-region-focusable asks
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** The carriers with their trading partners and mode, each with its Make 834 and Make CSV buttons. */
function Carriers() {
  const configs = useCarrierConfigs();
  const make = useMakeCarrierFile();
  if (configs.isPending) return <InfoMessage>{M.loadingCarriers}</InfoMessage>;
  if (configs.isError) return <ErrorMessage message={M.carriersError} onRetry={() => void configs.refetch()} retrying={configs.isFetching} />;
  if (configs.data.items.length === 0) return <InfoMessage>{M.noCarriers}</InfoMessage>;
  const pending = make.isPending ? make.variables : null;
  return (
    <>
      <Scroll label={M.configsCaption}>
        <table className={styles.table}>
          <caption>{M.configsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{M.columnCarrier}</th>
              <th scope="col">{M.columnTradingPartners}</th>
              <th scope="col">{M.columnMode}</th>
              <th scope="col" className={styles.num}>
                {M.columnPlans}
              </th>
              <th scope="col">{M.columnLastFile}</th>
              <th scope="col">{M.columnActions}</th>
            </tr>
          </thead>
          <tbody>
            {configs.data.items.map((c: CarrierConfigView) => (
              <tr key={c.carrier_key}>
                <th scope="row">
                  {c.carrier_name}
                  <div className={styles.muted}>{c.carrier_key}</div>
                  <Link to={`/admin/carriers/${encodeURIComponent(c.carrier_key)}`} aria-label={M.editLabel({ carrier: c.carrier_name })}>
                    {M.edit}
                  </Link>
                </th>
                <td>
                  {M.partners({ sender: c.isa_sender, receiver: c.isa_receiver })}
                  {!c.configured && <div className={styles.muted}>{M.notConfigured}</div>}
                </td>
                <td>{c.mode === 'full' ? M.modeFull : M.modeChanges}</td>
                <td className={styles.num}>{c.plan_count}</td>
                <td>{c.last_file_at ? instant(c.last_file_at) : M.never}</td>
                <td>
                  <div className={styles.buttons}>
                    {FORMATS.map(({ format, label }) => (
                      <Button
                        key={format}
                        variant="secondary"
                        aria-label={M.makeLabel({ action: label(), carrier: c.carrier_name })}
                        busy={pending?.carrier === c.carrier_key && pending.format === format}
                        disabled={make.isPending}
                        onClick={() => make.mutate({ carrier: c.carrier_key, format })}
                      >
                        {label()}
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      <div aria-live="polite">
        {make.isPending && <p>{M.making}</p>}
        {make.isSuccess && <p role="status">{M.made({ name: make.data.file_name, n: make.data.enrollment_count })}</p>}
      </div>
      {make.isError && <ErrorMessage message={M.makeError} />}
    </>
  );
}

/** The files made (newest first) with their counts, each downloadable again. */
function Files() {
  const files = useCarrierFiles();
  if (files.isPending) return <InfoMessage>{M.loadingFiles}</InfoMessage>;
  if (files.isError) return <ErrorMessage message={M.filesError} onRetry={() => void files.refetch()} retrying={files.isFetching} />;
  if (files.data.items.length === 0) return <InfoMessage>{M.noFiles}</InfoMessage>;
  return (
    <Scroll label={M.filesCaption}>
      <table className={styles.table}>
        <caption>{M.filesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{M.columnFile}</th>
            <th scope="col">{M.columnCarrier}</th>
            <th scope="col">{M.columnFormat}</th>
            <th scope="col">{M.columnCounts}</th>
            <th scope="col" className={styles.num}>
              {M.columnControl}
            </th>
            <th scope="col">{M.columnMadeAt}</th>
            <th scope="col">{M.columnMadeBy}</th>
          </tr>
        </thead>
        <tbody>
          {files.data.items.map((f: CarrierFileView) => (
            <tr key={f.id}>
              <th scope="row">
                <a href={carrierFileDownloadUrl(f.id)} download={f.file_name} aria-label={M.download({ name: f.file_name })}>
                  {f.file_name}
                </a>
              </th>
              <td>{f.carrier_key}</td>
              <td>
                {M.formatAndMode({ format: f.format.toUpperCase(), mode: f.mode === 'full' ? M.modeFull : M.modeChanges })}
              </td>
              <td className={styles.num}>{M.counts({ enrollments: f.enrollment_count, members: f.member_count, coverages: f.coverage_count })}</td>
              <td className={styles.num}>{f.control_number ?? ''}</td>
              <td>{instant(f.created_at)}</td>
              <td>{madeBy(f.made_by)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/** /admin/carriers: each carrier's file configuration, making a file now, and every file made (issue 25 item 2). */
export default function CarriersPage() {
  return (
    <AdminPage title={M.carriersTitle} lead={M.carriersLead}>
      <section className={styles.section} aria-labelledby="carrier-configs-title">
        <h2 id="carrier-configs-title" className="visually-hidden">
          {M.configsCaption}
        </h2>
        <Carriers />
      </section>
      <section className={styles.section} aria-labelledby="carrier-files-title">
        <h2 id="carrier-files-title">{M.filesTitle}</h2>
        <Files />
      </section>
    </AdminPage>
  );
}
