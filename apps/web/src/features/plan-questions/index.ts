// The plan questions feature's public entry: the plan page puts Enroll Now where a plan asks its questions first,
// and wraps Add to Cart in the supplemental carrier questions.
export { EnrollNow } from './components/enroll-now';
export { CarrierQuestionsGate } from './components/carrier-questions-gate';
export { questionnaireHref } from './questionnaire-href';
