import { lazy, Suspense, useRef, useState } from 'react';
import { useClientState } from '../../../lib/client-state';
import type { SiteDisplay } from '../api/use-site-display';
import { WEB_MESSAGES } from '@benefit-store/domain';

// The dialog (Radix) loads on the first click, not with the landing page.
const AboutDialog = lazy(() => import('./about-dialog'));

/** The header's About button; focus returns to it when the modal closes. */
export function AboutButton({
  display,
  className,
  iconClassName,
  labelClassName,
}: {
  display: SiteDisplay;
  className?: string;
  /** The header shows an icon in place of the word on a small phone (its CSS), the word staying the button's name. */
  iconClassName?: string;
  labelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const agentId = useClientState((s) => s.agent_id);
  const groupId = useClientState((s) => s.group_id);
  // The modal is mounted without a Radix trigger (it loads lazily), so it is told where focus returns.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {iconClassName && (
          <svg className={iconClassName} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="10" />
            <path d="M12 16v-5M12 8h.01" />
          </svg>
        )}
        <span className={labelClassName}>{WEB_MESSAGES.about}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AboutDialog open={open} onOpenChange={setOpen} display={display} agentId={agentId} groupId={groupId} onCloseAutoFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
