import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import legacyTexts from './literal-text-baseline.json';
import { literalTextsIn } from './literal-text.js';

/**
 * Every text a visitor reads or hears comes from a message catalog in packages/domain (MESSAGES, WEB_MESSAGES,
 * STORE_WEB_MESSAGES, ENROLLMENT_MESSAGES...), answered through Lingui, so a second language is a translation file.
 * literal-text-baseline.json listed the inline texts that predated this rule; it is empty and stays so.
 */
/** Inline texts that predate the rule; empty since issue 7 item 9 moved them into the catalogs. */
const baseline: string[] = legacyTexts;

describe('web components', () => {
  const literals = literalTextsIn(join(import.meta.dirname, '..'));

  it('show no new literal user-facing text: new texts go into the message catalog', () => {
    expect(literals.filter((text) => !baseline.includes(text))).toEqual([]);
  });

  it('keep the list of older inline texts current: a text moved into the catalog leaves the list', () => {
    expect(baseline.filter((text) => !literals.includes(text))).toEqual([]);
  });

  it('have no older inline texts left: every text is in a catalog', () => {
    expect(baseline).toEqual([]);
  });
});

describe('the literal text finder', () => {
  it('finds JSX text, text attributes, and the strings an expression shows, but not code', () => {
    const src = mkdtempSync(join(tmpdir(), 'literal-text-'));
    mkdirSync(join(src, 'features'));
    writeFileSync(
      join(src, 'features/sample.tsx'),
      [
        'export const A = ({ on, n }: { on: boolean; n: number }) => (',
        '  <div className={on ? "wide" : "narrow"} data-kind={"x"}>',
        '    Hello',
        '    <img alt={`${n} logo`} />',
        '    <Dialog confirmLabel="Yes" title={on ? M.open : "Closed"} />',
        '    {on ? "Hide" : M.show}',
        '    {n === 1 && "one"}',
        '    {kind === "sms" ? M.text : M.mail}',
        '    {M.x}',
        '  </div>',
        ');',
        'const items = (n: number) => `${n} items`;',
        'const url = `/plan/${id}?tab=${tab}`;',
        'announce(`Added ${name}`);',
        'console.warn(`The cart was not saved: ${e}`);',
      ].join('\n'),
    );
    expect(literalTextsIn(src)).toEqual([
      'features/sample.tsx Hello',
      'features/sample.tsx alt=" logo"',
      'features/sample.tsx confirmLabel="Yes"',
      'features/sample.tsx title="Closed"',
      'features/sample.tsx Hide',
      'features/sample.tsx one',
      'features/sample.tsx `items`',
      'features/sample.tsx announce("Added")',
    ]);
  });
});
