import { Navigate, Route, Routes, useLocation } from 'react-router';
import { TAB_KEYS, TAB_ROUTES, type TabKey } from '@benefit-store/domain';
import { WizardStep } from './wizard-step';

/** The spec's other reading of the step routes (personal-information ...): they open the same steps. */
const LONG_ROUTES: Partial<Record<TabKey, string>> = {
  primary_info: 'personal-information',
  contact_info: 'contact-information',
  employer_info: 'employer-information',
  beneficiary_info: 'beneficiary-information',
  dependent_info: 'dependent-information',
};

function Alias({ tab }: { tab: TabKey }) {
  const { search } = useLocation();
  return <Navigate to={`/enrollment/${TAB_ROUTES[tab]}${search}`} replace />;
}

/** /enrollment/*: one route per tab (a tab whose step is not built yet answers the not-found page). */
export function Component() {
  return (
    <Routes>
      {TAB_KEYS.map((tab) => (
        <Route key={tab} path={TAB_ROUTES[tab]} element={<WizardStep tab={tab} />} />
      ))}
      {Object.entries(LONG_ROUTES).map(([tab, path]) => (
        <Route key={path} path={path} element={<Alias tab={tab as TabKey} />} />
      ))}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
