import { reviewLines, type ReviewLine, type ReviewSummary, type TabKey } from '@benefit-store/domain';

/** One line of a card: a label and what was saved, or a sentence of its own (a list entry). */
export type SummaryRow = ReviewLine;

/** What a card lists for its tab; null when nothing was saved (the card then says so). The lines are the domain's (the receipt PDF prints the same). */
export function sectionRows(tab: TabKey, summary: ReviewSummary): SummaryRow[] | null {
  return reviewLines(tab, summary);
}
