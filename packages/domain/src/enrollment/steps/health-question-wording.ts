import type { DependentRelationship } from './dependent-limits.js';
import { HEALTH_MESSAGES } from './health-questions.messages.js';

/**
 * Whom a health question is about: the applicant (the catalog's own text, which says "you") or a dependent, whose
 * questions the applicant answers for them (decision 0077).
 */
export type HealthQuestionPerson = 'applicant' | DependentRelationship;

/** How the person is named in a question about them ('your spouse', 'your child'). */
function personPhrase(person: DependentRelationship): string {
  return person === 'spouse' ? HEALTH_MESSAGES.aboutSpouse : HEALTH_MESSAGES.aboutChild;
}

/** An auxiliary beside "you" ("Have you", "you are") takes its third person's form. */
const VERB: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does', did: 'did', had: 'had', will: 'will', would: 'would', can: 'can', could: 'could', re: 'is', ve: 'has' };
const AUX = 'are|were|have|do|did|had|will|would|can|could';
/** Inverted auxiliary + you | you + auxiliary | you're, you've | yourself | your | you. */
const WORDING = new RegExp(`\\b(?:(${AUX}) you\\b(?!')|you (?:(${AUX})\\b)|you'(re|ve)\\b|(yourself)\\b|(your)\\b|you\\b)`, 'gi');

/** Keeps the capital of the word replaced ("Are" gives "Is", "are" gives "is"). */
const like = (original: string, replacement: string) =>
  original[0] === original[0]!.toUpperCase() ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;

/**
 * The catalog's question text as asked about this person. The catalog writes each question to the applicant ("Are
 * you currently pregnant?", "have you been diagnosed", "advised you to"); about a dependent it reads "Is your spouse
 * currently pregnant?", "has your spouse been diagnosed", "advised your spouse to". The rewrite covers the forms
 * questionnaires use (an auxiliary before or after "you", "you" as an object, "your", "yourself"); a catalog text
 * written for everyone ("Has this person…") has no "you" and is kept as it is.
 */
export function healthQuestionTextFor(text: string, person: HealthQuestionPerson): string {
  if (person === 'applicant') return text;
  const who = personPhrase(person);
  // One pass from left to right, so the words put in ("your spouse") are never rewritten again.
  return text.replace(WORDING, (match, inverted?: string, subject?: string, short?: string, yourself?: string, your?: string) => {
    // "Have you" -> "Has your spouse", "are you" -> "is your spouse".
    if (inverted) return `${like(inverted, VERB[inverted.toLowerCase()]!)} ${who}`;
    // "you have been" -> "your spouse has been", "you're" -> "your spouse is".
    if (subject || short) return `${like(match, who)} ${VERB[(subject ?? short)!.toLowerCase()]!}`;
    if (yourself) return like(yourself, HEALTH_MESSAGES.aboutThemselves);
    // "your doctor" -> "your spouse's doctor".
    if (your) return like(your, HEALTH_MESSAGES.aboutPersonOwn({ person: who }));
    // What is left is "you" as an object: "advised you to" -> "advised your spouse to".
    return like(match, who);
  });
}
