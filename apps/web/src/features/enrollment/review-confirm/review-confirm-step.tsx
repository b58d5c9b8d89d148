import { Suspense, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADDITIONAL_NOTES_MAX,
  ENROLLMENT_MESSAGES,
  ENROLLMENT_TYPE,
  BILLING_MESSAGES,
  displayDateText,
  MESSAGES,
  orderLines,
  REVIEW_MESSAGES,
  ReviewInfoAnswerSchema,
  ReviewInfoDraftSchema,
  STORE_WEB_MESSAGES,
  TAB_KEYS,
  TAB_TITLES,
  WEB_MESSAGES,
  type FieldError,
  type ReviewInfoDraft,
  type ReviewSummary,
  type TabKey,
} from '@benefit-store/domain';
import { Form, useFieldError, useFormApi, useFormStatus } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { TotalsList } from '../../../components/ui/totals-list';
import { announce } from '../../../lib/announce';
import { isApiError } from '../../../lib/api-error';
import { useClientState } from '../../../lib/client-state';
import { completeEnrollment, returnToReview } from '../../../lib/client-transitions';
import { queryKeys } from '../../../lib/query-keys';
import { useEnrollmentStep } from '../wizard/api/get-enrollment-step';
import { StepActions } from '../wizard/step-actions';
import type { StepProps } from '../wizard/step-props';
import { useStepComponent } from '../wizard/step-components-context';
import { useWizardControls } from '../wizard/wizard-context';
import { requiredTabs, stepPath } from '../wizard/wizard-path';
import { deleteDependentInIo, reviewSummaryKey, saveReviewInfo, useReviewSummary } from './api/review';
import { sectionRows } from './review-sections';
import { saveReviewScreenshot } from './review-screenshot';
import { receiptQuery } from '../receipt/api/get-receipt';
import { preloadPage } from '../../../app/page-preload';
import layout from '../wizard/step-layout.module.css';
import styles from './review-confirm-step.module.css';

export const RECEIPT_PATH = '/enrollment/receipt/';

/** The cards in the spec's order (002 section 2.2); a card shows only for a tab this enrollment has. */
/** The first premium's refusals at completion (decision 0085), shown in the error list without the generic dialog. */
const PAYMENT_REFUSALS: readonly string[] = [BILLING_MESSAGES.chargeDeclined, BILLING_MESSAGES.chargeInProgress, BILLING_MESSAGES.chargeUnconfirmed, BILLING_MESSAGES.chargeAttemptsExceeded];
const isPaymentRefusal = (listed: readonly { error_message: string }[]) => listed.length > 0 && listed.every((e) => PAYMENT_REFUSALS.includes(e.error_message));

const CARD_TABS = ['primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'primary_health_info', 'dependent_info', 'billing_info', 'agreement_info'] as const satisfies readonly TabKey[];
/** These lists are edited on their own tab (the return marker brings the person back here). */
const ROUTED_TABS: readonly TabKey[] = ['beneficiary_info', 'dependent_info'];

const CARD_TITLES: Record<(typeof CARD_TABS)[number], () => string> = {
  primary_info: () => REVIEW_MESSAGES.personalInfoCard,
  contact_info: () => REVIEW_MESSAGES.contactInfoCard,
  employer_info: () => REVIEW_MESSAGES.employerInfoCard,
  beneficiary_info: () => REVIEW_MESSAGES.beneficiaryInfoCard,
  primary_health_info: () => TAB_TITLES.primary_health_info,
  dependent_info: () => REVIEW_MESSAGES.dependentInfoCard,
  billing_info: () => REVIEW_MESSAGES.billingInfoCard,
  agreement_info: () => TAB_TITLES.agreement_info,
};

interface ReviewFormInput {
  additional_notes: string;
  send_sms: boolean;
}

const resolver = zodResolver(ReviewInfoDraftSchema) as unknown as Resolver<ReviewFormInput>;

function defaultsFrom(value: unknown): ReviewFormInput {
  const saved = ReviewInfoAnswerSchema.safeParse(value);
  return saved.success ? { additional_notes: saved.data.additional_notes, send_sms: saved.data.send_sms === 1 } : { additional_notes: '', send_sms: false };
}

function ReviewSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton height="6rem" />
      <Skeleton height="6rem" />
      <Skeleton height="6rem" />
    </div>
  );
}

/**
 * Review & Confirmation (spec 002 sections 2.2, 4, 8; issue 11 item 4): a card per step this enrollment has, each
 * opening its step inline in edit mode (beneficiaries and dependents on their own tab, with the return marker); the
 * order summary; the additional notes and, for a rep or group enroller, the text-message checkbox; Back, Cancel
 * Enrollment, Save & Continue Later and Complete Enrollment, whose failures show in red at the bottom with the
 * error modal.
 */
export default function ReviewConfirmStep({ step }: StepProps) {
  const tempId = useClientState((s) => s.tempId) ?? '';
  const summary = useReviewSummary(tempId);
  const area = useRef<HTMLDivElement>(null);

  return (
    <section className={layout.step} aria-labelledby="review-title">
      <h1 id="review-title" className={layout.title}>
        {TAB_TITLES.review_info}
      </h1>
      {summary.isPending ? (
        <ReviewSkeleton />
      ) : summary.isError ? (
        <ErrorMessage message={REVIEW_MESSAGES.reviewLoadFailed} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <div ref={area} className={styles.review}>
          <ReviewCards summary={summary.data} step={step} tempId={tempId} />
          <OrderSummary summary={summary.data} />
          <ReviewForm summary={summary.data} step={step} tempId={tempId} area={area} />
        </div>
      )}
    </section>
  );
}

function ReviewCards({ summary, step, tempId }: { summary: ReviewSummary; step: StepProps['step']; tempId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TabKey | null>(null);
  const required = requiredTabs(step.tabs);
  const employerSkipped = summary.sections.employer_info?.skipped === true;
  const tabs = CARD_TABS.filter((tab) => required.includes(tab) && !(tab === 'employer_info' && employerSkipped));

  const focusToggle = (tab: TabKey) => requestAnimationFrame(() => document.getElementById(`review-${tab}-toggle`)?.focus());
  const closeEditor = async (tab: TabKey, saved: boolean) => {
    setEditing(null);
    if (saved) {
      // Every step's bootstrap and the summary show what was just saved.
      await queryClient.invalidateQueries({ queryKey: queryKeys.enrollment });
    }
    focusToggle(tab);
  };
  const open = (tab: TabKey) => {
    if (ROUTED_TABS.includes(tab)) {
      returnToReview();
      void navigate(stepPath(tab));
      return;
    }
    setEditing(tab);
  };

  return (
    <div className={styles.cards}>
      {tabs.map((tab) => {
        const title = CARD_TITLES[tab]();
        const rows = sectionRows(tab, summary);
        const routed = ROUTED_TABS.includes(tab);
        const isOpen = editing === tab;
        return (
          <section key={tab} className={styles.card} aria-labelledby={`review-${tab}-title`} data-tab={tab}>
            <div className={styles.cardHeader}>
              <h2 id={`review-${tab}-title`} className={styles.cardTitle}>
                {title}
              </h2>
              {!isOpen && (
                <Button
                  id={`review-${tab}-toggle`}
                  variant="secondary"
                  className={styles.cardButton}
                  aria-describedby={`review-${tab}-title`}
                  onClick={() => open(tab)}
                  aria-disabled={editing !== null && !isOpen ? true : undefined}
                >
                  {routed ? REVIEW_MESSAGES.viewDetails : REVIEW_MESSAGES.editDetails}
                </Button>
              )}
            </div>
            {isOpen ? (
              <InlineEditor tab={tab} title={title} tempId={tempId} onDone={(saved) => void closeEditor(tab, saved)} />
            ) : rows === null ? (
              <p className={styles.muted}>{REVIEW_MESSAGES.sectionNotSaved}</p>
            ) : rows.length === 0 ? (
              <p className={styles.muted}>{REVIEW_MESSAGES.noneListed}</p>
            ) : (
              <dl className={styles.rows}>
                {rows.map((row, i) => (
                  <div key={`${row.label}-${i}`} className={styles.row}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** A step's own form in edit mode (no title; Cancel and Submit), opened inside its card on its fresh bootstrap. */
function InlineEditor({ tab, title, tempId, onDone }: { tab: TabKey; title: string; tempId: string; onDone(saved: boolean): void }) {
  const query = useEnrollmentStep(tempId, tab);
  const Step = useStepComponent(tab);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.editor} role="group" aria-labelledby={`review-${tab}-editing`}>
      <p id={`review-${tab}-editing`} ref={heading} tabIndex={-1} className={styles.editingTitle}>
        {REVIEW_MESSAGES.editingSection({ title })}
      </p>
      {query.isPending ? (
        <ReviewSkeleton />
      ) : query.isError || !Step ? (
        <ErrorMessage message={ENROLLMENT_MESSAGES.wizardStepLoadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Suspense fallback={<ReviewSkeleton />}>
          <Step tab={tab} mode="edit" step={query.data} onSaved={() => onDone(true)} onCancelEdit={() => onDone(false)} />
        </Suspense>
      )}
    </div>
  );
}

function OrderSummary({ summary }: { summary: ReviewSummary }) {
  const { cart } = summary;
  const rows = [
    { label: STORE_WEB_MESSAGES.effectiveDate, value: cart.effective_date ? displayDateText(cart.effective_date) : REVIEW_MESSAGES.noEffectiveDate },
    // Plans, membership, one-time fees and totals: the same lines as the receipt e-mail and PDF (domain orderLines).
    ...orderLines({ ...cart, plans: cart.result }).map(({ label, value }) => ({ label, value })),
  ];
  return (
    <section className={styles.card} aria-labelledby="review-order-title">
      <h2 id="review-order-title" className={styles.cardTitle}>
        {REVIEW_MESSAGES.orderSummary}
      </h2>
      <TotalsList rows={rows} />
    </section>
  );
}

function ReviewForm({ summary, step, tempId, area }: { summary: ReviewSummary; step: StepProps['step']; tempId: string; area: RefObject<HTMLDivElement | null> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const wizard = useWizardControls();
  const form = useForm<ReviewFormInput>({ resolver, defaultValues: defaultsFrom(step.value) });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [errorModal, setErrorModal] = useState(false);
  const errorList = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const { cart } = summary;
  // The server decides the text-message offer (domain offersTextNotification) and refuses send_sms otherwise.
  const offersText = cart.offers_text_notification;
  const hasDependents = (summary.sections.dependent_info?.dependents.length ?? 0) > 0;

  const submit = async (values: ReviewFormInput) => {
    // A second click while the first runs sends nothing (the form ignores it too; this also covers a double Enter).
    if (sending.current) return;
    sending.current = true;
    setErrors([]);
    announce(REVIEW_MESSAGES.completingEnrollment);
    // The receipt page's code loads while the enrollment completes, so the receipt follows without a wait.
    void preloadPage(RECEIPT_PATH);
    try {
      if (!hasDependents) await deleteDependentInIo(tempId);
      // Before completing: a completed enrollment refuses the picture.
      await saveReviewScreenshot(tempId, area.current);
      // The resolver's output: notes trimmed (absent when blank), the flag as 1 or 0.
      const parsed = values as unknown as ReviewInfoDraft;
      await saveReviewInfo({
        enrollment_id: tempId,
        additional_notes: parsed.additional_notes,
        first_enroll: step.type === ENROLLMENT_TYPE.existingUser ? 0 : 1,
        send_sms: offersText && parsed.send_sms === 1 ? 1 : 0,
      });
      completeEnrollment();
      queryClient.removeQueries({ queryKey: queryKeys.cart });
      void queryClient.prefetchQuery(receiptQuery(tempId));
      await navigate(RECEIPT_PATH);
    } catch (error) {
      const listed = isApiError(error) && error.fieldErrors.length > 0 ? error.fieldErrors : [{ target_element: '', error_message: isApiError(error) && error.message ? error.message : MESSAGES.serverError }];
      if (!isApiError(error)) console.error('The enrollment could not be completed', error);
      const notes = listed.find((e) => e.target_element === 'additional_notes');
      if (notes) form.setError('additional_notes', { type: 'server', message: notes.error_message });
      setErrors(listed);
      // The payment's own answer (a declined card, a payment being processed or not confirmed yet) is shown as it is,
      // with its way back to billing: not behind the generic "Something went wrong" dialog, which it is not.
      if (isPaymentRefusal(listed)) requestAnimationFrame(() => errorList.current?.focus());
      else setErrorModal(true);
      // The server answered with a refusal: what it holds changed (a plan left the cart, a step no longer fits), so
      // the cards, the order summary and the header's cart show it again. Not after a lost answer: nothing changed.
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        void queryClient.invalidateQueries({ queryKey: reviewSummaryKey(tempId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      }
    } finally {
      sending.current = false;
    }
  };

  const saveLaterFromModal = () => {
    setErrorModal(false);
    // After the error dialog has closed, so the save-later dialog takes the focus.
    requestAnimationFrame(() => wizard?.requestSaveLater(form.getValues() as unknown as Record<string, unknown>));
  };

  return (
    <Form form={form} onSubmit={submit} serverFields={['additional_notes', 'send_sms']} className={layout.form} noValidate>
      <NotesField />
      {offersText && (
        <div className={styles.choice}>
          <input type="checkbox" id="review-send-sms" {...form.register('send_sms')} />
          <label htmlFor="review-send-sms">{REVIEW_MESSAGES.sendTextNotification}</label>
        </div>
      )}
      <BusyStatus />
      <StepActions
        mode="step"
        saveLater
        renderNext={(_label, className) => <CompleteButton className={className} />}
      />
      <div ref={errorList} className={styles.errors} role="alert" tabIndex={-1}>
        {errors.length > 0 && (
          <>
            <p className={styles.errorsHeading}>{REVIEW_MESSAGES.errorsHeading}</p>
            <ul>
              {errors.map((error, i) => (
                <li key={`${error.target_element}-${i}`}>
                  {error.error_message} <ErrorLink target={error.target_element} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <ModalRoot open={errorModal} onOpenChange={setErrorModal}>
        <ModalContent
          onCloseAutoFocus={(event) => {
            // Focus to the listed errors, which say what to fix.
            if (errorList.current) {
              event.preventDefault();
              errorList.current.focus();
            }
          }}
        >
          <ModalTitle>{ENROLLMENT_MESSAGES.somethingWentWrongSave}</ModalTitle>
          <ModalDescription className={styles.srOnly}>{REVIEW_MESSAGES.errorsHeading}</ModalDescription>
          <ModalActions>
            <ModalClose asChild>
              <Button variant="secondary">{WEB_MESSAGES.close}</Button>
            </ModalClose>
            <Button onClick={saveLaterFromModal}>{REVIEW_MESSAGES.saveAndContinueLaterButton}</Button>
          </ModalActions>
        </ModalContent>
      </ModalRoot>
    </Form>
  );
}

/** Complete Enrollment: the form's submit, busy (spinner, clicks ignored) while the completion runs. */
function CompleteButton({ className }: { className: string }) {
  const { busy } = useFormStatus();
  return (
    <Button type="submit" className={className} busy={busy}>
      {REVIEW_MESSAGES.completeEnrollment}
    </Button>
  );
}

/** The loader's words while the completion runs, for everyone (the button's spinner is only visual). */
function BusyStatus() {
  const { busy } = useFormStatus();
  return (
    <p className={styles.status} role="status">
      {busy ? REVIEW_MESSAGES.completingEnrollment : ''}
    </p>
  );
}

/** An error's way to the step it names (the step's save then returns here), or to the cart. */
function ErrorLink({ target }: { target: string }) {
  const navigate = useNavigate();
  if (target === 'cart') {
    return (
      <button type="button" className={styles.link} onClick={() => void navigate('/cart')}>
        {REVIEW_MESSAGES.goToStep({ title: STORE_WEB_MESSAGES.yourCart })}
      </button>
    );
  }
  if (!(TAB_KEYS as readonly string[]).includes(target) || target === 'review_info') return null;
  const tab = target as TabKey;
  return (
    <button
      type="button"
      className={styles.link}
      onClick={() => {
        returnToReview();
        void navigate(stepPath(tab));
      }}
    >
      {REVIEW_MESSAGES.goToStep({ title: TAB_TITLES[tab] })}
    </button>
  );
}

/** Additional notes: bounded, with a counter of the characters used. */
function NotesField() {
  const { register, watch } = useFormApi<ReviewFormInput>();
  const error = useFieldError('additional_notes');
  const count = (watch('additional_notes') ?? '').length;
  const counter = useMemo(() => REVIEW_MESSAGES.notesCounter({ count, max: ADDITIONAL_NOTES_MAX }), [count]);
  return (
    <FormField id="review-notes" label={REVIEW_MESSAGES.additionalNotesLabel} error={error}>
      {(control) => (
        <>
          <textarea
            {...control}
            aria-describedby={[control['aria-describedby'], 'review-notes-counter'].filter(Boolean).join(' ')}
            {...register('additional_notes')}
            className={`${control.className} ${styles.notes}`}
            rows={4}
            maxLength={ADDITIONAL_NOTES_MAX}
          />
          <span id="review-notes-counter" className={styles.counter}>
            {counter}
          </span>
        </>
      )}
    </FormField>
  );
}
