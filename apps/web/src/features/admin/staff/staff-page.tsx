import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_ROLES,
  ACCOUNT_STATUSES,
  CONSOLE_ACCOUNT_MESSAGES as M,
  CONSOLE_MESSAGES,
  displayDateTime,
  STAFF_SORT_KEYS,
  type StaffAccount,
} from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useOperatorMe } from '../shell/api/operator-session';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { AdminPage } from '../shell/admin-page';
import { DataTable, useTableUrlState, type DataColumn } from '../shell/data-table';
import { getStaffPage, STAFF_TABLE_ID, staffAction, staffListKey, type StaffAction } from './api/staff';
import { InviteForm } from './invite-form';
import { ROLE_LABELS, STAFF_FILTERS, STATUS_LABELS, type StaffFilter, type StaffSort } from './staff-columns';
import styles from './staff.module.css';

const SORT_KEYS = STAFF_SORT_KEYS as unknown as readonly [StaffSort, ...StaffSort[]];

/** The API's own refusal (e.g. the last enabled operator) when it gives one, else the general failure. */
const actionFailure = (error: unknown) => (isApiError(error) && error.status === 409 ? error.message : M.actionFailed);

/**
 * Resend (invited), Disable with a confirmation (enabled; not on the operator's own row), Enable (disabled): each
 * refreshes the list and says what happened.
 */
function RowActions({ account, own, onDone }: { account: StaffAccount; own: boolean; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const action = useMutation({
    mutationFn: (kind: StaffAction) => staffAction(account.id, kind),
    onSuccess: async (changed, kind) => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: staffListKey });
      onDone(kind === 'resend-invite' ? M.resent({ email: changed.email }) : kind === 'disable' ? M.disabled({ email: changed.email }) : M.enabled({ email: changed.email }));
    },
  });
  const error = action.isError ? actionFailure(action.error) : null;
  return (
    <div className={styles.rowActions}>
      {account.status === 'invited' && (
        <Button variant="secondary" busy={action.isPending && action.variables === 'resend-invite'} onClick={() => action.mutate('resend-invite')}>
          {M.resend}
        </Button>
      )}
      {own ? null : account.status === 'disabled' ? (
        <Button variant="secondary" busy={action.isPending} onClick={() => action.mutate('enable')}>
          {M.enable}
        </Button>
      ) : (
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) action.reset();
          }}
          trigger={<Button variant="danger">{M.disable}</Button>}
          title={M.disableConfirmTitle({ email: account.email })}
          description={M.disableConfirmText}
          confirmLabel={M.disable}
          cancelLabel={M.cancel}
          onConfirm={() => action.mutate('disable')}
          busy={action.isPending}
          error={confirming ? error : null}
        />
      )}
      {!confirming && error && (
        <p role="alert" className={styles.rowError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * /admin/staff (issue 23): every sign-in account, paged, sorted and searched on the server (the state in the address),
 * filtered by role and status; invite someone; resend an invitation, disable (confirmed) or enable an account.
 */
export default function StaffPage() {
  const state = useTableUrlState<StaffSort, StaffFilter>({ sortKeys: SORT_KEYS, filterKeys: STAFF_FILTERS });
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState('');
  const me = useOperatorMe();
  const columns: readonly DataColumn<StaffAccount, StaffSort>[] = [
    { key: 'email', label: M.columnEmail, sort: 'email', rowHeader: true, render: (a) => a.email },
    { key: 'name', label: M.columnName, sort: 'display_name', render: (a) => a.display_name },
    { key: 'role', label: M.columnRole, sort: 'role', render: (a) => ROLE_LABELS[a.role] },
    { key: 'rep-group', label: M.columnRepGroup, render: (a) => (a.rep_code ?? a.group_code ? `${a.rep_or_group_name ?? ''} (${a.rep_code ?? a.group_code})` : '') },
    { key: 'status', label: M.columnStatus, sort: 'status', render: (a) => STATUS_LABELS[a.status], nowrap: true },
    { key: 'last', label: M.columnLastSignedIn, sort: 'last_signed_in_at', render: (a) => (a.last_signed_in_at ? displayDateTime(new Date(a.last_signed_in_at)) : M.neverSignedIn), nowrap: true },
    { key: 'actions', label: M.columnActions, render: (a) => <RowActions account={a} own={a.email === me.data?.email} onDone={setNotice} /> },
  ];
  const filter = (key: StaffFilter, values: readonly string[], labels: Record<string, string>) => (
    <label>
      {key === 'role' ? M.columnRole : M.columnStatus}
      <select value={state.query.filters[key] ?? ''} onChange={(event) => state.setFilters({ [key]: event.target.value })}>
        <option value="">{M.staffAll}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <AdminPage
      title={CONSOLE_MESSAGES.navStaff}
      actions={
        <Button variant={inviting ? 'secondary' : 'primary'} aria-expanded={inviting} aria-controls="invite-panel" onClick={() => setInviting(!inviting)}>
          {M.inviteTitle}
        </Button>
      }
    >
      <p role="status" aria-live="polite">
        {notice}
      </p>
      <div id="invite-panel">
        {inviting && (
          <InviteForm
            onInvited={(account) => {
              setInviting(false);
              setNotice(M.invited({ email: account.email }));
            }}
          />
        )}
      </div>
      <div className={styles.filters}>
        {filter('role', ACCOUNT_ROLES, ROLE_LABELS)}
        {filter('status', ACCOUNT_STATUSES, STATUS_LABELS)}
      </div>
      <DataTable
        id={STAFF_TABLE_ID}
        caption={M.staffCaption}
        columns={columns}
        rowKey={(a) => a.id}
        fetcher={getStaffPage}
        state={state}
        search={{ label: M.staffSearchLabel }}
        emptyText={M.staffEmpty}
        noMatchText={M.staffEmpty}
        errorText={M.staffLoadFailed}
      />
    </AdminPage>
  );
}
