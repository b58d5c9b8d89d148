import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Replaces the address with `to` (useNavigate rather than <Navigate>: see features/enrollment/wizard/redirect.tsx). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
