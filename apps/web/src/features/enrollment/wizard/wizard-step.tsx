import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ENROLLMENT_MESSAGES, TAB_TITLES, type TabKey } from '@benefit-store/domain';
import { ErrorMessage } from '../../../components/ui/status-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { announce } from '../../../lib/announce';
import { forgetEnrollment, useClientState } from '../../../lib/client-state';
import { queryKeys } from '../../../lib/query-keys';
import { CartChangeNotice } from '../../cart';
import { enrollmentStepKey, useEnrollmentStep } from './api/get-enrollment-step';
import { lastReceiptEnrollmentId } from '../receipt/receipt-enrollment';
import { CancelEnrollmentDialog } from './cancel-enrollment-dialog';
import { FinishedStep } from './finished-step';
import { ProgressBar } from './progress-bar';
import { Redirect } from './redirect';
import { SaveLaterDialog } from './save-later-dialog';
import { sendStepScreenshot } from './step-screenshot';
import { StepComponentsContext } from './step-components-context';
import { preloadStep, STEP_COMPONENTS, stepCodeLoaded } from './step-registry';
import { CART_PATH, useStepNavigation } from './use-step-navigation';
import { WizardContext, type WizardControls } from './wizard-context';
import { nextTab, reachableTab, requiredTabs, stepPath } from './wizard-path';
import styles from './wizard-step.module.css';

const PLANS_PATH = '/plans';
const HOME_PATH = '/';

function StepSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton height="2rem" width="40%" />
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
    </div>
  );
}

/**
 * One wizard step: loads its bootstrap (one request), sends a visitor who skipped ahead to the first unsaved required
 * step, and shows the progress bar, the step's form and the Cancel and Save & Continue Later dialogs. A completed
 * enrollment's step (Back after the receipt, which forgot the stored id: this tab's receipt still names it) shows no
 * form, only where to go (FinishedStep).
 */
export function WizardStep({ tab }: { tab: TabKey }) {
  const tempId = useClientState((s) => s.tempId);
  const [finishedId] = useState(lastReceiptEnrollmentId);
  const enrollmentId = tempId ?? finishedId;
  // Without a stored id, only a fresh answer decides (a cached one from before the completion would send to the cart).
  const query = useEnrollmentStep(enrollmentId, tab, !tempId);
  // The step's code loads beside its answer, not after it, and the step shows once both are here: a lazy step that
  // suspended would show its fallback, and React then holds the step back up to 300 ms after both have arrived.
  const [codeOf, setCodeOf] = useState<TabKey | null>(() => (stepCodeLoaded(tab) ? tab : null));
  useEffect(() => {
    let current = true;
    void preloadStep(tab).then(() => current && setCodeOf(tab));
    return () => {
      current = false;
    };
  }, [tab]);
  if (!enrollmentId) return <Redirect to={CART_PATH} />;
  if (query.isPending || codeOf !== tab || (!tempId && !query.isFetchedAfterMount)) return <StepSkeleton />;
  if (query.isSuccess && query.data.completed) return <FinishedStep />;
  // The receipt's enrollment is not this browser's to finish (or no longer held): the wizard has nothing to show.
  if (!tempId) return <Redirect to={CART_PATH} />;
  if (query.isError) {
    return (
      <div className={styles.wizard}>
        <ErrorMessage message={ENROLLMENT_MESSAGES.wizardStepLoadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  const required = requiredTabs(query.data.tabs);
  const allowed = reachableTab(tab, required, query.data.saved_tabs);
  if (allowed !== tab) return <Redirect to={stepPath(allowed)} />;
  return <LoadedStep key={tab} tab={tab} tempId={tempId} step={query.data} required={required} />;
}

function LoadedStep({ tab, tempId, step, required }: { tab: TabKey; tempId: string; step: NonNullable<ReturnType<typeof useEnrollmentStep>['data']>; required: TabKey[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const navigation = useStepNavigation(tab, required);
  const [dialog, setDialog] = useState<'cancel' | 'later' | null>(null);
  const [laterData, setLaterData] = useState<Record<string, unknown>>({});
  const Step = STEP_COMPONENTS[tab];
  const stepArea = useRef<HTMLDivElement>(null);

  // The layout moves focus to the main region on every route; a screen reader also hears which step this is.
  useEffect(() => {
    const index = required.indexOf(tab);
    announce(ENROLLMENT_MESSAGES.wizardStepOf({ step: index + 1, total: required.length, title: TAB_TITLES[tab] }));
  }, [tab, required]);

  // The next step's code while this one is filled in, so Next shows it as soon as its answer is back.
  useEffect(() => {
    const next = nextTab(tab, required);
    if (next) void preloadStep(next);
  }, [tab, required]);

  // A step left after its save keeps no cached answer: Back to it asks the server again, so its form (whose values
  // are read once) opens on what was saved, not on what it showed before.
  const savedOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (savedOnLeave.current) queryClient.removeQueries({ queryKey: enrollmentStepKey(tempId, tab), exact: true });
    },
    [queryClient, tempId, tab],
  );

  // The enrollment is forgotten once the step has gone: forgotten while it still shows (the router renders the
  // next page in a transition), the step would send the visitor to the cart instead.
  const forgetOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (!forgetOnLeave.current) return;
      forgetEnrollment();
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
    [queryClient],
  );
  const leave = (path: string) => {
    forgetOnLeave.current = true;
    setDialog(null);
    void navigate(path);
  };

  const controls: WizardControls = {
    goBack: navigation.goBack,
    requestCancel: () => setDialog('cancel'),
    requestSaveLater: (data) => {
      setLaterData(data);
      setDialog('later');
    },
  };

  if (!Step) return <Redirect to="/404" />;
  return (
    <div className={styles.wizard}>
      <ProgressBar tabs={required} current={tab} />
      {/* What the dependents' household (or a tier change) did to the cart, on the steps that follow. */}
      <CartChangeNotice cartShown />
      <WizardContext.Provider value={controls}>
        <StepComponentsContext.Provider value={STEP_COMPONENTS}>
          <div ref={stepArea}>
            <Suspense fallback={<StepSkeleton />}>
              <Step
                tab={tab}
                mode="step"
                step={step}
                onSaved={() => {
                  savedOnLeave.current = true;
                  sendStepScreenshot(tempId, tab, stepArea.current);
                  void navigation.afterSave();
                }}
              />
            </Suspense>
          </div>
        </StepComponentsContext.Provider>
      </WizardContext.Provider>
      <CancelEnrollmentDialog open={dialog === 'cancel'} onOpenChange={(open) => setDialog(open ? 'cancel' : null)} onConfirm={() => leave(PLANS_PATH)} />
      <SaveLaterDialog
        open={dialog === 'later'}
        onOpenChange={(open) => setDialog(open ? 'later' : null)}
        enrollmentId={tempId}
        tab={tab}
        data={laterData}
        onStartNew={() => leave(HOME_PATH)}
      />
    </div>
  );
}
