import { lazy, Suspense, useRef, useState } from 'react';
import { FOOTER_WEB_MESSAGES } from '@benefit-store/domain';

const EmployeeEnrollDialog = lazy(() => import('./employee-enroll-dialog'));

/** The footer's "Employee Enroll" button; the modal (and its validation) loads on the first click. */
export function EmployeeEnrollButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
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
        {FOOTER_WEB_MESSAGES.employeeEnroll}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <EmployeeEnrollDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              // Mounted without a Radix trigger (it loads lazily): focus goes back to this button.
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
