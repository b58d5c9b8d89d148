import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HEADER_WEB_MESSAGES } from '@benefit-store/domain';
import type { SiteDisplay } from '../api/use-site-display';
import { SiteContact } from './site-contact';

interface HeaderContactProps {
  display: SiteDisplay;
  /** The list's class; `openClassName` is added while the phone's control has it shown. */
  className?: string | undefined;
  openClassName?: string | undefined;
  toggleClassName?: string | undefined;
  labelClassName?: string | undefined;
}

/**
 * The site's phone and e-mail in the header. On a phone they sit behind a Contact control (the header's CSS shows
 * the control and hides the list below 768 px), so the first screen keeps room for the form; wider screens show them
 * as they are. Escape or another page closes them; Escape gives focus back to the control.
 */
export function HeaderContact({ display, className, openClassName, toggleClassName, labelClassName }: HeaderContactProps) {
  const { pathname } = useLocation();
  // Open on the page where it was opened: going to another page closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={toggleClassName}
        aria-expanded={open}
        aria-controls="site-contact"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
        </svg>
        <span className={labelClassName}>{HEADER_WEB_MESSAGES.contact}</span>
      </button>
      <SiteContact id="site-contact" display={display} className={[className, open ? openClassName : ''].filter(Boolean).join(' ')} />
    </>
  );
}
