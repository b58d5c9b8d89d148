import type { RefObject } from 'react';
import { POPUP_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { useHouseholdPlanCheck } from './api/check-prudential-plan';

interface ChangeDependentsButtonProps {
  tempId: string;
  planId: number;
  onOpen: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Beside a household-priced plan's prices (check-prudential-plan's status): the way to change the spouse's date of
 * birth or the number of children the price is computed for. Nothing for other plans or Member Only.
 */
export function ChangeDependentsButton({ tempId, planId, onOpen, buttonRef }: ChangeDependentsButtonProps) {
  const check = useHouseholdPlanCheck(tempId, planId);
  if (!check.data?.status) return null;
  return (
    <Button ref={buttonRef} variant="secondary" onClick={onOpen} aria-haspopup="dialog">
      {POPUP_MESSAGES.changeDependents}
    </Button>
  );
}
