import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API's user-facing texts (e-mails, category descriptions, error messages) come from the domain catalogs, so a
 * second language is a translation file. This finds text written inline where people read it: words between HTML
 * tags in any string or template, and any wording in the files that render for people (`*-email.ts`, `*-texts.ts`).
 * Style attributes, tags, paths and module names are not text.
 */
const RENDERERS = /-(email|texts|mail)\.ts$/;
const CSS = /^\s*([a-z-]+\s*:[^;]+;?\s*)+$/;
/** An HTML tag (`<p style="…">`, `</p>`, `<!doctype html>`), not a mail address (`<no-reply@…>`). */
const TAG = /<(\/?[a-z][a-z0-9]*|!doctype)(\s[^>]*)?\/?>/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'seed' || name === 'migrations' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** A literal's text with ${…} holes as spaces and HTML tags removed. */
function readableText(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): { text: string; html: boolean } {
  const raw = ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('\u0000') : node.text;
  const html = TAG.test(raw);
  return { text: raw.replace(new RegExp(TAG, 'g'), ' ').replace(/&[a-z]+;/g, ' '), html };
}

function inlineTexts(root: string): string[] {
  return sourceFiles(root).flatMap((path) => {
    const file = relative(root, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const renderer = RENDERERS.test(file);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
        const { text, html } = readableText(node);
        const parts = text.split('\u0000').map((t) => t.trim()).filter((t) => /[A-Za-z]{2,}/.test(t) && !CSS.test(t) && !/^[/.][\w/.-]*$/.test(t));
        if (parts.length > 0 && (html || renderer)) found.push(`${file} ${parts.join(' … ')}`);
        if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

describe('API user-facing text', () => {
  // It parses every source file of the API: seconds on a busy machine, so it has more than the default 5.
  it('comes from the domain catalogs: no words in HTML or in the e-mail and text renderers', { timeout: 30_000 }, () => {
    expect(inlineTexts(import.meta.dirname)).toEqual([]);
  });

  it('is found when a renderer writes a sentence or HTML holds words, not in styles, tags, paths or mail addresses', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-text-'));
    writeFileSync(join(dir, 'quote-email.ts'), "import x from './y.js';\nconst LABEL = 'Review your quote';\nconst s = 'display:inline-block;padding:12px 24px';\nconst icon = `/assets/${x}.svg`;");
    writeFileSync(join(dir, 'service.ts'), "const from = 'Benefit Store <no-reply@example.com>';\nconst html = `<p style=\"color:red\">Hello ${from}</p><a href=\"${from}\">${from}</a>`;");
    expect(inlineTexts(dir)).toEqual(['quote-email.ts Review your quote', 'service.ts Hello']);
  });
});
