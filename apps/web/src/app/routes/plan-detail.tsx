import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PLAN_PAGE_MESSAGES, PLAN_QUESTION_MESSAGES, STORE_WEB_MESSAGES, WEB_MESSAGES, type PlanCard as Plan, type PlanDetail } from '@benefit-store/domain';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../components/ui/status-message';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { usePlanCart } from '../../features/cart';
import { PlanCard } from '../../features/catalog/components/plan-card';
import { StoreBreadcrumb } from '../../features/catalog';
import { PlanFactsSection } from '../../features/compare';
import { BasicFilterBar } from '../../features/filter/components/basic-filter-bar';
import { useEnrollmentTempInfo } from '../../features/filter/api/get-enrollment-temp-info';
import { PlanDescription, PlanNotices, PricingCards, PricingRefusal, usePlanPricingDetail, useRelatedPlans } from '../../features/plan-detail';
import { CardPriceFix } from '../../features/plan-detail/components/card-price-fix';
import type { PricePopup } from '../../features/plan-detail/components/price-popup';
import { PricePopupDialog } from '../../features/plan-detail/components/price-popup-dialog';
import { ActivePlanGate } from '../../features/plan-detail/popups/active-plan-gate';
import { ChangeDependentsButton } from '../../features/plan-detail/popups/change-dependents-button';
import { MembershipGate } from '../../features/plan-detail/popups/membership-gate';
import { useUpsellAfterAdd } from '../../features/plan-detail/popups/upsell-after-add';
import { CarrierQuestionsGate, EnrollNow, questionnaireHref } from '../../features/plan-questions';
import { usePlanDetail } from '../../features/recommendations/api/get-plan-detail';
import { isApiError } from '../../lib/api-error';
import { useClientState } from '../../lib/client-state';
import { openPlan } from '../../lib/client-transitions';
import { planHref } from '../../lib/plan-href';
import { NotFoundRoute } from './not-found';
import { PlanShareLink } from './plan-share';
import styles from './page.module.css';
import planStyles from './plan-detail.module.css';

// The Edit popup loads when a pricing message's button first opens it (the bar's own Edit loads it the same way).
const FilterEditDialog = lazy(() => import('../../features/filter/components/filter-edit-dialog').then((m) => ({ default: m.FilterEditDialog })));
// The group code popup is the footer's Employee Enroll modal (it saves the code on the enrollment); loaded when opened.
const EmployeeEnrollDialog = lazy(() => import('../../features/sites/components/employee-enroll-dialog'));
const GroupCodeOffer = lazy(() => import('../../features/plan-detail/popups/group-code-offer').then((m) => ({ default: m.GroupCodeOffer })));
// The plan page's start without an enrollment (portal, group, then the landing's basic-info form).
const PlanDetailStart = lazy(() => import('../../features/plan-detail/popups/plan-detail-start').then((m) => ({ default: m.PlanDetailStart })));
const FilterForm = lazy(() => import('../../features/filter/components/filter-form').then((m) => ({ default: m.FilterForm })));
const MemberTierForm = lazy(() => import('../../features/homes/components/member-tier-form').then((m) => ({ default: m.MemberTierForm })));

const parseId = (value: string | undefined): number | null => (value && /^\d{1,10}$/.test(value) && Number(value) <= 2147483647 ? Number(value) : null);

/** The priced cards of the visitor's tier, or the rule's message where the price would be. */
function Pricing({ planId, planName, tempId, detail }: { planId: number; planName: string; tempId: string; detail: PlanDetail }) {
  const navigate = useNavigate();
  const pricing = usePlanPricingDetail(planId, tempId);
  const cart = usePlanCart(tempId);
  const filter = useEnrollmentTempInfo(tempId, 'filter_info');
  const [editing, setEditing] = useState(false);
  // The popup of a "by clicking here" message (salary and hours, tobacco), or the dependent modal of a household-priced
  // plan (dependentError, or Change dependent information beside its prices); each loads when first opened.
  const [popup, setPopup] = useState<PricePopup | null>(null);
  // After an add: the member process's suggested-plan popup (pop_up_display), then the cart.
  const upsell = useUpsellAfterAdd(tempId, () => void navigate('/cart'));
  const editRef = useRef<HTMLButtonElement>(null);
  const newPid = pricing.data?.errorCode === 'changePid' ? pricing.data.pid : null;

  // changePid: the carrier sells another plan for this visitor; the page reloads on it.
  useEffect(() => {
    if (newPid !== null) void navigate(`/plan/${newPid}/${encodeURIComponent(planName)}`, { replace: true });
  }, [newPid, navigate, planName]);

  let body;
  if (pricing.isPending || newPid !== null) {
    body = <Skeleton height="9rem" />;
  } else if (pricing.isError) {
    body = <ErrorMessage message={pricing.error.message || PLAN_PAGE_MESSAGES.pricingFailed} onRetry={() => void pricing.refetch()} retrying={pricing.isFetching} />;
  } else if (pricing.data.errorCode !== null) {
    body = (
      <PricingRefusal code={pricing.data.errorCode} message={pricing.data.message ?? ''} onEditFilter={() => setEditing(true)} editRef={editRef} onOpenPopup={setPopup} questions={<EnrollNow planId={planId} tempId={tempId} />} />
    );
  } else if (pricing.data.plans.length === 0) {
    body = <InfoMessage>{STORE_WEB_MESSAGES.priceUnavailable}</InfoMessage>;
  } else {
    const mine = pricing.data.plans.find((p) => p.is_selected_tier) ?? null;
    const inCart = cart.data?.result.some((line) => line.plan_id === planId) ?? false;
    body = (
      <>
        <PricingCards
          rows={pricing.data.plans}
          action={
            mine && (
              <CarrierQuestionsGate planId={planId} tempId={tempId}>
                <ActivePlanGate tempId={tempId} planId={planId} planName={planName}>
                  <MembershipGate
                    tempId={tempId}
                    plan={{ plan_id: planId, ppid: mine.ppid, plan_name: planName }}
                    cartHasMembership={inCart || Boolean(cart.data?.membership)}
                    onAdded={() => upsell.onAdded(planId)}
                  >
                    <AddToCartButton
                      plan={{ plan_id: planId, ppid: mine.ppid, plan_name: planName, is_in_cart: inCart }}
                      enrollmentId={tempId}
                      onAdded={() => upsell.onAdded(planId)}
                    />
                  </MembershipGate>
                </ActivePlanGate>
              </CarrierQuestionsGate>
            )
          }
        />
        <ChangeDependentsButton tempId={tempId} planId={planId} onOpen={() => setPopup('dependentPopup')} buttonRef={editRef} />
      </>
    );
  }

  return (
    <section className={planStyles.section} aria-labelledby="plan-pricing" aria-busy={pricing.isFetching || undefined}>
      <h2 id="plan-pricing" className={planStyles.heading}>
        {PLAN_PAGE_MESSAGES.pricingTitle}
      </h2>
      {body}
      <PlanNotices detail={detail} mine={pricing.data?.errorCode === null ? (pricing.data.plans.find((p) => p.is_selected_tier) ?? null) : null} />
      {upsell.popup}
      <Suspense fallback={null}>
        <GroupCodeOffer tempId={tempId} Dialog={EmployeeEnrollDialog} />
      </Suspense>
      {editing && filter.data && (
        <Suspense fallback={null}>
          <FilterEditDialog tempId={tempId} filter={filter.data} onClose={() => setEditing(false)} returnFocusTo={editRef} />
        </Suspense>
      )}
      {popup !== null && (
        <PricePopupDialog popup={popup} code={pricing.data?.errorCode} tempId={tempId} planId={planId} onClose={() => setPopup(null)} returnFocusTo={editRef} />
      )}
    </section>
  );
}

/** Suggested products (get-related-plans): cards like the listing's, each leading to its own plan page. */
function RelatedPlans({ planId, tempId }: { planId: number; tempId: string }) {
  const related = useRelatedPlans(planId, tempId);
  let body;
  if (related.isPending) body = <Skeleton height="12rem" />;
  else if (related.isError)
    body = <ErrorMessage message={related.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void related.refetch()} retrying={related.isFetching} />;
  else if (related.data.length === 0) body = <p>{PLAN_PAGE_MESSAGES.noSuggestions}</p>;
  else
    body = (
      <ul className={planStyles.related}>
        {related.data.map((plan: Plan) => (
          <li key={plan.plan_id}>
            <PlanCard plan={plan} priceMode="tier" action={plan.hide_add_to_cart ? <CardPriceFix plan={plan} tempId={tempId} /> : <AddToCartButton plan={plan} enrollmentId={tempId} />} />
          </li>
        ))}
      </ul>
    );
  return (
    <section className={planStyles.section} aria-labelledby="plan-related">
      <h2 id="plan-related" className={planStyles.heading}>
        {PLAN_PAGE_MESSAGES.suggestedProducts}
      </h2>
      {body}
    </section>
  );
}

/**
 * /plan/{id}/{planName}: the plan's title, logo and description with its toggles, its prices for the visitor (or
 * the rule that refuses them, with the way to fix it), suggested products, the breadcrumb and the Basic Filter bar.
 * A plan that does not exist shows the not-found page.
 */
export function PlanDetailRoute() {
  const params = useParams();
  const planId = parseId(params.id);
  const tempId = useClientState((s) => s.tempId);
  const detail = usePlanDetail(planId);
  const navigate = useNavigate();
  const name = detail.data?.plan_name ?? null;

  // Remember the plan for the cart's breadcrumb, and keep the address's name the plan's own.
  useEffect(() => {
    if (planId === null || name === null) return;
    openPlan(planId, name);
    if (params.planName !== name) void navigate(planHref(planId, name), { replace: true });
  }, [planId, name, params.planName, navigate]);

  if (planId === null || (detail.isError && isApiError(detail.error) && detail.error.isNotFound)) return <NotFoundRoute />;

  return (
    <div className={styles.page}>
      <StoreBreadcrumb current="planDetails" />
      {detail.isPending ? (
        <div className={styles.stack} aria-busy="true">
          <h1 className={styles.title}>{WEB_MESSAGES.loading}</h1>
          <Skeleton height="3rem" width="10rem" />
          <Skeleton height="8rem" />
        </div>
      ) : detail.isError ? (
        <ErrorMessage message={detail.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <div className={styles.stack}>
          <header className={planStyles.titleRow}>
            <img className={planStyles.logo} src={detail.data.plan_logo} alt={WEB_MESSAGES.carrierLogo({ carrier: detail.data.carrier_name })} height={48} />
            <div>
              <h1 className={styles.title}>{detail.data.plan_name}</h1>
              <p className={planStyles.subtitle}>
                {PLAN_PAGE_MESSAGES.carrierAndCategory({ carrier: detail.data.carrier_name, category: detail.data.category_label })}
              </p>
              {detail.data.hash && <PlanShareLink hash={detail.data.hash} />}
              {detail.data.has_questions && (
                <p className={planStyles.questionsLink}>
                  <Link to={questionnaireHref(planId)}>{PLAN_QUESTION_MESSAGES.readQuestions}</Link>
                </p>
              )}
            </div>
          </header>
          {tempId ? (
            <BasicFilterBar tempId={tempId} />
          ) : (
            <Suspense fallback={<Skeleton height="12rem" />}>
              <PlanDetailStart
                basicInfoForm={<FilterForm onSubmitted={() => undefined} />}
                memberTierForm={(onChosen) => <MemberTierForm id="plan-start-tier" onChosen={onChosen} />}
                onBack={() => void navigate(-1)}
              />
            </Suspense>
          )}
          <div className={planStyles.layout}>
            <PlanDescription desc={detail.data.plan_desc} />
            {tempId ? <Pricing planId={planId} planName={detail.data.plan_name} tempId={tempId} detail={detail.data} /> : <PlanNotices detail={detail.data} mine={null} />}
          </div>
          <PlanFactsSection facts={detail.data.plan_facts} />
          {tempId && <RelatedPlans planId={planId} tempId={tempId} />}
        </div>
      )}
    </div>
  );
}
