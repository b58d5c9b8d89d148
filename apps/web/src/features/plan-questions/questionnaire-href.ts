/** A plan's questionnaire to read (/PlanQuestionView): the plan page links here, and the page's own list of plans. */
export const questionnaireHref = (planId: number): string => `/PlanQuestionView?planId=${planId}`;
