import { useLocation } from 'react-router';
import { TAB_KEYS, TAB_ROUTES, type TabKey } from '@benefit-store/domain';
import { Redirect } from './redirect';
import { WizardStep } from './wizard-step';

/** The spec's other reading of the step routes (personal-information ...): they open the same steps. */
const LONG_ROUTES: Partial<Record<TabKey, string>> = {
  primary_info: 'personal-information',
  contact_info: 'contact-information',
  employer_info: 'employer-information',
  beneficiary_info: 'beneficiary-information',
  dependent_info: 'dependent-information',
};

const segmentOf = (pathname: string) => pathname.replace(/^\/enrollment\/?/, '').replace(/\/+$/, '');

/**
 * /enrollment/*: the step of the tab the address names (by its route or the spec's long name); anything else is the
 * not-found page. Matched here rather than with <Routes> to keep React Router's route matching out of the landing page.
 */
export function Component() {
  const { pathname, search } = useLocation();
  const segment = segmentOf(pathname);
  const tab = TAB_KEYS.find((t) => TAB_ROUTES[t] === segment);
  if (tab) return <WizardStep key={tab} tab={tab} />;
  const alias = TAB_KEYS.find((t) => LONG_ROUTES[t] === segment);
  return <Redirect to={alias ? `/enrollment/${TAB_ROUTES[alias]}${search}` : '/404'} />;
}
