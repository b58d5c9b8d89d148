import { Suspense, useRef, useState, type ComponentType } from 'react';
import { POPUP_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { useGroupEnrollmentInfo } from './api/get-group-enrollment-info';

interface GroupCodeOfferProps {
  tempId: string;
  /** The group code popup (the footer's Employee Enroll modal, staying on the page after the employer is confirmed). */
  Dialog: ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void; after?: 'home' | 'stay' }>;
}

/**
 * The plan page's group code popup (group-enrollment-info capture_groupcode): an employee enters the code, confirms
 * the employer, and the code is saved on the enrollment (set-enrollment-group-code); the page's prices reload.
 * Nothing is shown while the answer loads or when it fails: the offer is optional.
 */
export function GroupCodeOffer({ tempId, Dialog }: GroupCodeOfferProps) {
  const info = useGroupEnrollmentInfo(tempId);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!info.data?.capture_groupcode) return null;
  return (
    <>
      <Button ref={opener} variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {POPUP_MESSAGES.haveGroupCode}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Dialog
            open
            after="stay"
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
