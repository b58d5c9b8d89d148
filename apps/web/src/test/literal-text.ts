import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Finds user-facing text written inline in the web components: JSX text with a letter, or a string literal in an
 * attribute the eye or a screen reader shows. Used by no-literal-text.test.ts.
 */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label', 'legend', 'description', 'emptyText']);

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : componentFiles(path);
    return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : [];
  });
}

function literalTexts(src: string, path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const file = relative(src, path);
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && /[A-Za-z]/.test(node.text)) found.push(`${file} ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value) ? value : ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression) ? value.expression : undefined;
      if (literal && /[A-Za-z]/.test(literal.text)) found.push(`${file} ${node.name.getText(source)}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each inline text of the components under src, as 'file text' (no line number, so edits elsewhere don't move it). */
export function literalTextsIn(src: string): string[] {
  return componentFiles(src).flatMap((path) => literalTexts(src, path));
}
