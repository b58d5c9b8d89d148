import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_ROLES, CONSOLE_ACCOUNT_MESSAGES as M, InviteStaffSchema, SIGN_IN_MESSAGES, type InviteStaffValues, type StaffAccount } from '@benefit-store/domain';
import { Form, FormErrorSummary, SelectField, TextField, useFormStatus } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { inviteStaff } from './api/staff';
import { ROLE_LABELS } from './staff-columns';
import styles from './staff.module.css';

type Input = { email: string; display_name: string; role: (typeof ACCOUNT_ROLES)[number]; agent_code?: string; group_code?: string };
const FIELDS = ['email', 'display_name', 'role', 'agent_code', 'group_code'] as const;
const resolver = zodResolver(InviteStaffSchema);
const ROLE_OPTIONS = ACCOUNT_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function SubmitInvite() {
  const { busy } = useFormStatus();
  return (
    <Button type="submit" busy={busy}>
      {busy ? M.inviteSubmitting : M.inviteSubmit}
    </Button>
  );
}

/**
 * The invite form: e-mail, name, role, and the rep's access code (a rep) or the group's code (a group administrator).
 * Each field's message shows under it, the server's too (an unknown code, a taken address).
 */
export function InviteForm({ onInvited }: { onInvited: (account: StaffAccount) => void }) {
  const form = useForm<Input, unknown, InviteStaffValues>({ resolver, defaultValues: { email: '', display_name: '', role: 'agent', agent_code: '', group_code: '' } });
  const role = form.watch('role');
  const submit = async (values: InviteStaffValues) => {
    const account = await inviteStaff(values);
    form.reset();
    onInvited(account);
  };
  return (
    <section className={styles.panel} aria-labelledby="invite-title">
      <h2 id="invite-title">{M.inviteTitle}</h2>
      <Form form={form} onSubmit={submit} serverFields={FIELDS}>
        <TextField<Input> id="invite-email" name="email" label={SIGN_IN_MESSAGES.emailLabel} type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={254} />
        <TextField<Input> id="invite-name" name="display_name" label={M.columnName} autoComplete="off" maxLength={100} />
        <SelectField<Input> id="invite-role" name="role" label={M.columnRole} options={ROLE_OPTIONS} />
        {role === 'agent' && <TextField<Input> id="invite-rep-code" name="agent_code" label={M.inviteRepCode} autoCapitalize="characters" spellCheck={false} maxLength={40} />}
        {role === 'group_admin' && <TextField<Input> id="invite-group-code" name="group_code" label={M.inviteGroupCode} autoCapitalize="characters" spellCheck={false} maxLength={40} />}
        <FormErrorSummary />
        <SubmitInvite />
      </Form>
    </section>
  );
}
