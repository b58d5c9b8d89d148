import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BROWSER_LANGUAGE,
  CONSOLE_SITES_MESSAGES as M,
  HEX_COLOR,
  LINK_LABELS,
  LOCALE_CODES,
  LOCALE_NAMES,
  SITE_LINK_KEYS,
  THEME_COLOR_KEYS,
  THEME_COLOR_LABELS,
  type BrandingInput,
  type SiteBrandingInput,
} from '@benefit-store/domain';
import { Form, FormErrorSummary, SelectField, SubmitButton, TextField } from '../../../../components/form';
import { RECORD_KINDS, useSaveBranding, type RecordKind } from '../api/branding-calls';
import styles from './branding-form.module.css';

type Values = SiteBrandingInput & { links?: Record<string, string>; default_locale?: string };

const CONTACT_FIELDS = ['display_name', 'display_email', 'display_phone', 'tagline', 'logo'] as const;
const SERVER_FIELDS = [
  ...CONTACT_FIELDS,
  ...THEME_COLOR_KEYS.map((k) => `colors.${k}` as const),
  ...SITE_LINK_KEYS.map((k) => `links.${k}` as const),
  'default_locale',
];
/** A site's first language: the visitor's browser's, or one the store speaks (each named in its own language). */
const LANGUAGE_OPTIONS = [{ value: BROWSER_LANGUAGE, label: M.languageOfBrowser }, ...LOCALE_CODES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))];

interface BrandingFormProps {
  kind: RecordKind;
  /** The record's key or code (the address of its PUT). */
  id: string;
  /** The saved branding (every colour key, and every link key for a site). */
  branding: BrandingInput | SiteBrandingInput;
}

/**
 * The branding of a site, rep or group: name and contact, logo, colours and (a site's) menu links and first language, every field checked
 * with the domain's schema and message before it is sent, and again by the server, whose messages go under the same
 * fields. Saved all at once; nothing is saved while a field is wrong.
 */
export function BrandingForm({ kind, id, branding }: BrandingFormProps) {
  const withLinks = kind === 'sites';
  const save = useSaveBranding(kind, id);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(RECORD_KINDS[kind].input) as unknown as Resolver<Values>,
    defaultValues: branding as Values,
  });
  const field = (name: string) => `${kind}-${id}-${name}`;

  const submit = async (values: Values) => {
    setSaved(false);
    const answer = await save.mutateAsync(values as never);
    form.reset(answer.branding as Values);
    setSaved(true);
  };

  return (
    <Form form={form} onSubmit={submit} serverFields={SERVER_FIELDS as never} className={styles.form} aria-labelledby={field('heading')}>
      <h2 id={field('heading')}>{M.brandingHeading}</h2>
      <p className={styles.lead}>{M.brandingLead}</p>
      <FormErrorSummary />
      <Group legend={M.contactHeading}>
        <div className={styles.grid}>
          <TextField id={field('display_name')} name="display_name" label={M.columnDisplayName} autoComplete="off" />
          <TextField id={field('display_email')} name="display_email" label={M.columnEmail} type="email" autoComplete="off" />
          <TextField id={field('display_phone')} name="display_phone" label={M.fieldPhone} type="tel" autoComplete="off" />
          <TextField id={field('tagline')} name="tagline" label={M.fieldTagline} autoComplete="off" />
        </div>
      </Group>
      <Group legend={M.logoHeading} hint={M.fieldLogoHint} hintId={field('logo-hint')}>
        <TextField id={field('logo')} name="logo" label={M.fieldLogo} autoComplete="off" />
      </Group>
      <Group legend={M.colorsHeading} hint={M.fieldColorHint} hintId={field('colors-hint')}>
        <div className={styles.colors}>
          {THEME_COLOR_KEYS.map((key) => (
            <ColorField key={key} id={field(key)} name={`colors.${key}`} label={THEME_COLOR_LABELS[key]} value={form.watch(`colors.${key}`) ?? ''} />
          ))}
        </div>
      </Group>
      {withLinks && (
        <Group legend={M.linksHeading} hint={M.linksLead} hintId={field('links-hint')}>
          <div className={styles.grid}>
            {SITE_LINK_KEYS.map((key) => (
              <TextField key={key} id={field(key)} name={`links.${key}`} label={LINK_LABELS[key]} type="url" autoComplete="off" />
            ))}
          </div>
        </Group>
      )}
      {withLinks && (
        <Group legend={M.languageHeading} hint={M.fieldDefaultLanguageHint} hintId={field('language-hint')}>
          <SelectField id={field('default_locale')} name="default_locale" label={M.fieldDefaultLanguage} options={LANGUAGE_OPTIONS} />
        </Group>
      )}
      <div className={styles.actions}>
        <SubmitButton>{M.saveBranding}</SubmitButton>
        <div aria-live="polite" className={styles.saved}>
          {saved && !form.formState.isDirty && <p className={styles.savedText}>{M.brandingSaved}</p>}
        </div>
      </div>
    </Form>
  );
}

function Group({ legend, hint, hintId, children }: { legend: string; hint?: string; hintId?: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group} aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** A colour's text field with a swatch of the colour it holds (when it is one). */
function ColorField({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  const valid = HEX_COLOR.test(value.trim());
  return (
    <div className={styles.color}>
      <TextField id={id} name={name} label={label} autoComplete="off" spellCheck={false} />
      <span className={styles.swatch} style={valid ? { background: value.trim() } : undefined} aria-hidden="true" />
    </div>
  );
}
