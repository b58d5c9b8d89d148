import { useState, type FormEvent } from 'react';
import { CarrierConfigInputSchema, CONSOLE_CARRIER_MESSAGES as M, type CarrierConfigInput, type CarrierConfigView } from '@benefit-store/domain';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { AdminPage } from '../shell/admin-page';
import { useCarrierConfigs, useSaveCarrierConfig } from './api/admin-carriers';
import styles from './carriers.module.css';

type Field = keyof CarrierConfigInput;
const TEXT_FIELDS: { field: Field; label: () => string; hint?: () => string }[] = [
  { field: 'isa_sender_qualifier', label: () => M.fieldIsaSenderQualifier },
  { field: 'isa_sender_id', label: () => M.fieldIsaSenderId },
  { field: 'isa_receiver_qualifier', label: () => M.fieldIsaReceiverQualifier },
  { field: 'isa_receiver_id', label: () => M.fieldIsaReceiverId },
  { field: 'gs_sender_id', label: () => M.fieldGsSender },
  { field: 'gs_receiver_id', label: () => M.fieldGsReceiver },
  { field: 'payer_id', label: () => M.fieldPayerId },
  { field: 'sponsor_name', label: () => M.fieldSponsorName },
  { field: 'sponsor_id', label: () => M.fieldSponsorId },
  { field: 'file_name_pattern', label: () => M.fieldPattern, hint: () => M.patternHint },
];

const inputOf = (c: CarrierConfigView): CarrierConfigInput => ({
  isa_sender_qualifier: c.isa_sender_qualifier,
  isa_sender_id: c.isa_sender_id,
  isa_receiver_qualifier: c.isa_receiver_qualifier,
  isa_receiver_id: c.isa_receiver_id,
  gs_sender_id: c.gs_sender,
  gs_receiver_id: c.gs_receiver,
  payer_id: c.payer_id,
  sponsor_name: c.sponsor_name,
  sponsor_id: c.sponsor_id,
  file_name_pattern: c.file_name_pattern,
  mode: c.mode,
  usage: c.usage,
});

function SettingsForm({ config }: { config: CarrierConfigView }) {
  const save = useSaveCarrierConfig(config.carrier_key);
  const [draft, setDraft] = useState<CarrierConfigInput>(() => inputOf(config));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = CarrierConfigInputSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      document.getElementById(`carrier-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(draft, {
      onError: (error) => {
        if (isApiError(error)) setErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.target_element, f.error_message])) as Partial<Record<Field, string>>);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={M.editTitle({ carrier: config.carrier_name })}>
      <div className={styles.formGrid}>
        {TEXT_FIELDS.map(({ field, label, hint }) => (
          <FormField key={field} id={`carrier-${field}`} label={label()} error={errors[field]}>
            {(control) => (
              <>
                <input {...control} autoComplete="off" value={String(draft[field] ?? '')} onChange={set(field)} />
                {hint && <span className={styles.muted}>{hint()}</span>}
              </>
            )}
          </FormField>
        ))}
        <FormField id="carrier-mode" label={M.columnMode}>
          {(control) => (
            <select {...control} value={draft.mode} onChange={set('mode')}>
              <option value="changes">{M.modeChanges}</option>
              <option value="full">{M.modeFull}</option>
            </select>
          )}
        </FormField>
        <FormField id="carrier-usage" label={M.fieldUsage}>
          {(control) => (
            <select {...control} value={draft.usage} onChange={set('usage')}>
              <option value="T">{M.usageTest}</option>
              <option value="P">{M.usageProduction}</option>
            </select>
          )}
        </FormField>
      </div>
      <div className={styles.buttons}>
        <Button type="submit" busy={save.isPending}>
          {M.save}
        </Button>
      </div>
      <div aria-live="polite">{save.isSuccess && <p role="status">{M.saved}</p>}</div>
      {save.isError && <ErrorMessage message={M.saveError} />}
    </form>
  );
}

/** /admin/carriers/:carrier: a carrier's trading-partner settings, each field checked with its message; saved with an audit entry. */
export default function CarrierSettingsPage() {
  const { carrier = '' } = useParams();
  const configs = useCarrierConfigs();
  const back = <Link to="/admin/carriers">{M.backToCarriers}</Link>;
  const config = configs.data?.items.find((c) => c.carrier_key === carrier);
  const title = M.editTitle({ carrier: config?.carrier_name ?? carrier });
  return (
    <AdminPage title={title} actions={back}>
      {configs.isPending && <InfoMessage>{M.loadingCarriers}</InfoMessage>}
      {configs.isError && <ErrorMessage message={M.carriersError} onRetry={() => void configs.refetch()} retrying={configs.isFetching} />}
      {configs.isSuccess && !config && <InfoMessage>{M.noCarriers}</InfoMessage>}
      {config && <SettingsForm key={config.carrier_key} config={config} />}
    </AdminPage>
  );
}
