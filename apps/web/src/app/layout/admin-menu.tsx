import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_LINK_KEYS, LINK_LABELS, FOOTER_WEB_MESSAGES } from '@benefit-store/domain';
import { NewTabLink } from './new-tab-link';
import styles from './site-footer.module.css';

/**
 * The admin-style dropdown (000 section 6): back-office links, shown only on a site whose white_label flag is
 * false. A disclosure button, so it works with a keyboard and announces its state; Escape closes it.
 */
export function AdminMenu({ links }: { links: Record<string, string> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const items = ADMIN_LINK_KEYS.filter((key) => links[key]);
  if (items.length === 0) return null;
  return (
    <div className={styles.admin}>
      <button ref={button} type="button" className={styles.adminToggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {FOOTER_WEB_MESSAGES.adminLinks} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <ul id={id} className={styles.adminList} hidden={!open}>
        {items.map((key) => (
          <li key={key}>
            <NewTabLink href={links[key]!}>{LINK_LABELS[key]}</NewTabLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
