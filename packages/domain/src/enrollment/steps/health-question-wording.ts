import { currentI18n } from '../../i18n/catalog.js';
import { SOURCE_LOCALE } from '../../i18n/locales.js';
import type { DependentRelationship } from './dependent-limits.js';
import { HEALTH_MESSAGES } from './health-questions.messages.js';

/**
 * Whom a health question is about: the applicant (the catalog's own text, which says "you"), or a dependent, whose
 * questions the applicant answers for them: the spouse, a child, or a dependent whose relationship is not chosen yet
 * (decision 0077).
 */
export type HealthQuestionPerson = 'applicant' | DependentRelationship | 'dependent';

/**
 * How the person is named in the rewritten English text. Plain English on purpose, not catalog texts: the rewrite
 * works on the English grammar of the carrier's question texts, and a translated phrase spliced into it would read
 * "has su cónyuge been…" (decision 0077).
 */
const NAMED: Record<Exclude<HealthQuestionPerson, 'applicant'>, string> = { spouse: 'your spouse', child: 'your child', dependent: 'this dependent' };
const THEMSELVES = 'themselves';
const possessive = (who: string) => `${who}'s`;

/** An auxiliary beside "you" ("Have you", "you are") takes its third person's form. */
const VERB: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does', did: 'did', had: 'had', will: 'will', would: 'would', can: 'can', could: 'could', re: 'is', ve: 'has' };
const AUX = 'are|were|have|do|did|had|will|would|can|could';
/** Inverted auxiliary + you | you + auxiliary | you're, you've | yourself | your | you. */
const WORDING = new RegExp(`\\b(?:(${AUX}) you\\b(?!')|you (?:(${AUX})\\b)|you'(re|ve)\\b|(yourself)\\b|(your)\\b|you\\b)`, 'gi');

/** Keeps the capital of the word replaced ("Are" gives "Is", "are" gives "is"). */
const like = (original: string, replacement: string) =>
  original[0] === original[0]!.toUpperCase() ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;

/**
 * The catalog's (English) question text as asked about this person. The catalog writes each question to the
 * applicant ("Are you currently pregnant?", "have you been diagnosed", "advised you to"); about a dependent it reads
 * "Is your spouse currently pregnant?", "has your spouse been diagnosed", "advised your spouse to". The rewrite
 * covers the forms questionnaires use (an auxiliary before or after "you", "you" as an object, "your", "yourself");
 * a catalog text written for everyone ("Has this person…") has no "you" and is kept as it is. The result is English
 * whatever the active locale: it is what the server stores, so the record does not vary with the request's language.
 */
export function healthQuestionTextFor(text: string, person: HealthQuestionPerson): string {
  if (person === 'applicant') return text;
  const who = NAMED[person];
  // One pass from left to right, so the words put in ("your spouse") are never rewritten again.
  return text.replace(WORDING, (match, inverted?: string, subject?: string, short?: string, yourself?: string, your?: string) => {
    // "Have you" -> "Has your spouse", "are you" -> "is your spouse".
    if (inverted) return `${like(inverted, VERB[inverted.toLowerCase()]!)} ${who}`;
    // "you have been" -> "your spouse has been", "you're" -> "your spouse is".
    if (subject || short) return `${like(match, who)} ${VERB[(subject ?? short)!.toLowerCase()]!}`;
    if (yourself) return like(yourself, THEMSELVES);
    // "your doctor" -> "your spouse's doctor".
    if (your) return like(your, possessive(who));
    // What is left is "you" as an object: "advised you to" -> "advised your spouse to".
    return like(match, who);
  });
}

/**
 * The question text a screen shows about this person. In English (the source locale) the text as asked of them
 * ("Is your spouse currently pregnant?"); in any other locale the catalog's text as it is, since the rewrite is
 * English grammar: there the translated lead (`healthQuestionsLead`) says whom the questions are about.
 */
export function healthQuestionTextShown(text: string, person: HealthQuestionPerson): string {
  return currentI18n().locale === SOURCE_LOCALE ? healthQuestionTextFor(text, person) : text;
}

/** The lead above a dependent's questions, in the active locale ("Please answer each question about your spouse."); none for the applicant's own. */
export function healthQuestionsLead(person: HealthQuestionPerson): string | null {
  switch (person) {
    case 'applicant':
      return null;
    case 'spouse':
      return HEALTH_MESSAGES.aboutSpouseIntro;
    case 'child':
      return HEALTH_MESSAGES.aboutChildIntro;
    case 'dependent':
      return HEALTH_MESSAGES.aboutDependentIntro;
  }
}

/**
 * Whom a dependent's health questions are asked of, read from the primary_info as sent, whether or not its other
 * fields are valid: the gender (0 or 1, else null: every question is asked) and the relationship (else 'dependent').
 * A mistake in another field must not turn a husband's questions into a wife's, nor name him "you" (decision 0077).
 */
export function dependentHealthPerson(primaryInfo: unknown): { gender: 0 | 1 | null; about: HealthQuestionPerson } {
  const raw = (primaryInfo !== null && typeof primaryInfo === 'object' ? primaryInfo : {}) as Record<string, unknown>;
  const gender = String(raw.gender ?? '').trim();
  const relationship = String(raw.relationship ?? '').trim();
  return {
    gender: gender === '0' ? 0 : gender === '1' ? 1 : null,
    about: relationship === 'spouse' || relationship === 'child' ? relationship : 'dependent',
  };
}
