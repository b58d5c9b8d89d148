import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONSOLE_ERASE_MESSAGES as M,
  displayDateTime,
  ERASE_FIND_BY,
  EraseFindQuerySchema,
  SIGN_IN_MESSAGES,
  type ErasableEnrollment,
  type EraseFindBy,
  type EraseFindQuery,
} from '@benefit-store/domain';
import { Form, FormErrorSummary, SelectField, TextField, useFormStatus } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { AdminPage } from '../shell/admin-page';
import { findErasable } from './api/erasure';
import { EraseDialog } from './erase-dialog';
import styles from './erase-page.module.css';

const resolver = zodResolver(EraseFindQuerySchema);
const FIELDS = ['by', 'value'] as const;
const BY_LABELS: Record<EraseFindBy, string> = { email: SIGN_IN_MESSAGES.emailLabel, code: M.findByCode };
const BY_OPTIONS = ERASE_FIND_BY.map((by) => ({ value: by, label: BY_LABELS[by] }));

function FindButton() {
  const { busy } = useFormStatus();
  return (
    <Button type="submit" busy={busy}>
      {busy ? M.findSubmitting : M.findSubmit}
    </Button>
  );
}

/** What was found: a table (a card per enrollment on phones, each line named by its column), or the empty state. */
function Results({ items, onErased }: { items: ErasableEnrollment[]; onErased: (id: string, steps: number) => void }) {
  if (items.length === 0) return <p className={styles.empty}>{M.noneFound}</p>;
  return (
    <table className={styles.table}>
      <caption>{M.resultsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.columnStarted}</th>
          <th scope="col">{M.columnLastActive}</th>
          <th scope="col">{M.columnEmails}</th>
          <th scope="col">{M.columnSteps}</th>
          <th scope="col">{M.columnAction}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((e) => (
          <tr key={e.id}>
            <th scope="row" data-label={M.columnStarted}>
              {displayDateTime(new Date(e.started_at))}
            </th>
            <td data-label={M.columnLastActive}>{displayDateTime(new Date(e.last_active_at))}</td>
            <td data-label={M.columnEmails}>{e.emails.join(', ')}</td>
            <td data-label={M.columnSteps}>{e.saved_steps}</td>
            <td>
              <EraseDialog enrollmentId={e.id} onErased={(result) => onErased(e.id, result.removed.saved_steps ?? 0)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /admin/erasure (issue 28 item 4): a person asks for their data to be erased. The operator finds their unfinished
 * enrollment by the e-mail address they gave or the resume code they received, and erases it with a reason (the
 * audit log records both). Completed enrollments are not listed: the retention job keeps them for their years.
 */
export default function ErasePage() {
  const form = useForm<EraseFindQuery>({ resolver, defaultValues: { by: 'email', value: '' } });
  const by = form.watch('by');
  const [items, setItems] = useState<ErasableEnrollment[] | null>(null);
  const [notice, setNotice] = useState('');
  const find = async (query: EraseFindQuery) => {
    setNotice('');
    setItems((await findErasable(query)).items);
  };
  return (
    <AdminPage title={M.navErase} lead={M.eraseLead}>
      <section className={styles.panel} aria-labelledby="erase-find-title">
        <h2 id="erase-find-title">{M.findLegend}</h2>
        <Form form={form} onSubmit={find} serverFields={FIELDS} onUnmappedError={() => M.findFailed}>
          <div className={styles.fields}>
            <SelectField<EraseFindQuery> id="erase-by" name="by" label={M.findByLabel} options={BY_OPTIONS} />
            <TextField<EraseFindQuery>
              id="erase-value"
              name="value"
              label={BY_LABELS[by] ?? BY_LABELS.email}
              type={by === 'email' ? 'email' : 'text'}
              autoComplete="off"
              autoCapitalize={by === 'email' ? 'none' : 'characters'}
              spellCheck={false}
              maxLength={254}
            />
          </div>
          <FormErrorSummary />
          <FindButton />
        </Form>
      </section>
      <p role="status" aria-live="polite" className={styles.notice}>
        {notice}
      </p>
      {items && (
        <Results
          items={items}
          onErased={(id, steps) => {
            setItems((current) => (current ?? []).filter((e) => e.id !== id));
            setNotice(M.erased({ steps }));
          }}
        />
      )}
    </AdminPage>
  );
}
