import { pickLocale, type Locale } from './locales.js';

/** The language ranges of an Accept-Language header, best first ("fr-CH, fr;q=0.9, en;q=0.8" → fr-CH, fr, en). */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { range: range.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.range !== '' && r.range !== '*' && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((r) => r.range);
}

/** The locale an Accept-Language header asks for among the supported ones (English when none fits). */
export const localeOfAcceptLanguage = (header: string | undefined): Locale => pickLocale(parseAcceptLanguage(header ?? ''));
