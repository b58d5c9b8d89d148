import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HEADER_WEB_MESSAGES, isLocale, LOCALE_CODES, LOCALE_NAMES } from '@benefit-store/domain';
import { activeLocale, chooseLocale } from '../../../lib/locale';
import styles from './language-select.module.css';

/**
 * The language control (English / Español): a real <select>, so a keyboard and a screen reader use it as they use
 * any other; each option names its language in that language, marked with its lang. Choosing switches the page at
 * once (no reload: a form being filled keeps what was typed), keeps the choice in a cookie, and asks the server's
 * answers again, whose texts (errors, plan texts, prices' messages) come in the request's language.
 */
export function LanguageSelect({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const locale = activeLocale();
  return (
    <div className={[styles.language, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18" />
        </svg>
        {/* The header's row has room for the globe only; the name stays for screen readers (and shows in the menu). */}
        <span className={showLabel ? undefined : 'visually-hidden'}>{HEADER_WEB_MESSAGES.language}</span>
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        aria-busy={busy}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setBusy(true);
          void chooseLocale(next)
            .then(() => queryClient.invalidateQueries())
            .finally(() => setBusy(false));
        }}
      >
        {LOCALE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
