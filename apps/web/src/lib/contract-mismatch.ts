/**
 * An answer that does not match the response schema its route declares: the API and the web disagree on a shape.
 * The call shows its error state; this reports it so the disagreement is fixed, not rendered as `undefined`.
 * Only the paths and kinds of the differences are reported, never the answer's values (they can be personal).
 */
export interface ContractMismatch {
  /** The call's path without its query or its ids (`get-plan-cart`, `change-filter-info/:id`). */
  path: string;
  /** What differs: where in the answer (`data.result.0.plan_id`) and zod's description of it. */
  issues: { path: string; message: string }[];
}

type Reporter = (mismatch: ContractMismatch) => void;

/**
 * A path as a route name: segments that are not words (an enrollment id, a link token, a share hash) become `:id`,
 * so a report never carries them.
 */
export function routeName(path: string): string {
  return path
    .replace(/^\//, '')
    .split('/')
    .map((segment) => (/^[a-z]+(-[A-Za-z]+)+$/.test(segment) || /^[a-z]{1,15}$/.test(segment) ? segment : ':id'))
    .join('/');
}

const reporters = new Set<Reporter>();

/** Lets the app send mismatches to its error reporting; returns the function that stops it. */
export function onContractMismatch(reporter: Reporter): () => void {
  reporters.add(reporter);
  return () => reporters.delete(reporter);
}

/** Always on the console (in production too: it holds no value of the answer), and to every registered reporter. */
export function reportContractMismatch(mismatch: ContractMismatch): void {
  console.error(`The answer of ${mismatch.path} does not match its schema`, mismatch.issues);
  for (const reporter of reporters) reporter(mismatch);
}
