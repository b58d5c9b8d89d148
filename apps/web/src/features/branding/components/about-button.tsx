import { lazy, Suspense, useRef, useState } from 'react';
import { useClientState } from '../../../lib/client-state';
import type { SiteDisplay } from '../api/use-site-display';
import { WEB_MESSAGES } from '@benefit-store/domain';

// The dialog (Radix) loads on the first click, not with the landing page.
const AboutDialog = lazy(() => import('./about-dialog'));

/** The header's About button; focus returns to it when the modal closes. */
export function AboutButton({ display, className }: { display: SiteDisplay; className?: string }) {
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
        {WEB_MESSAGES.about}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AboutDialog open={open} onOpenChange={setOpen} display={display} agentId={agentId} groupId={groupId} onCloseAutoFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
