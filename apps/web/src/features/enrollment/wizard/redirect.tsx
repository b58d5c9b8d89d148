import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the address with `to`. React Router's <Navigate>, <Routes> and <Route> are not used anywhere else in the
 * app, and importing them puts their code into the vendor chunk of the landing page; useNavigate is there already.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
