import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Finds user-facing text written inline in the web components: JSX text with a letter, or a string or template
 * literal that a JSX child or a text attribute shows (`{busy ? 'Saving' : label}`, `aria-label={`Remove ${x}`}`).
 * Only the values an expression can evaluate to count: operands of comparisons, call arguments and keys are code.
 * Used by no-literal-text.test.ts.
 */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label', 'legend', 'description', 'emptyText']);
const isTextAttribute = (name: string) => TEXT_ATTRIBUTES.has(name) || /^[a-z]+Label$/.test(name);

/** The literals an expression may evaluate to: itself, either branch of ?:, the right of && || ??, a template's text. */
function resultLiterals(node: ts.Expression): string[] {
  if (ts.isParenthesizedExpression(node)) return resultLiterals(node.expression);
  if (ts.isConditionalExpression(node)) return [...resultLiterals(node.whenTrue), ...resultLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)) {
    return [...(node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ? [] : resultLiterals(node.left)), ...resultLiterals(node.right)];
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.flatMap((span) => [...resultLiterals(span.expression), span.literal.text])];
  return [];
}

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : componentFiles(path);
    return /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
  });
}

/**
 * A template the other rules already read (inside JSX or announce()), or code: a console or Error message, markup
 * built as a string, an HTTP request's Authorization header (`Bearer ${key}`).
 */
function skipTemplate(node: ts.TemplateExpression): boolean {
  if (/<[a-zA-Z]/.test(node.head.text)) return true;
  if (ts.isPropertyAssignment(node.parent) && /^['"]?authorization['"]?$/i.test(node.parent.name.getText())) return true;
  for (let at: ts.Node | undefined = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isJsxAttribute(at) || ts.isJsxExpression(at)) return true;
    if (ts.isNewExpression(at) && at.expression.getText() === 'Error') return true;
    if (ts.isCallExpression(at) && (/^console\./.test(at.expression.getText()) || at.expression.getText() === 'announce')) return true;
  }
  return false;
}

function literalTexts(src: string, path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const file = relative(src, path);
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && /[A-Za-z]/.test(node.text)) found.push(`${file} ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && isTextAttribute(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const texts = ts.isStringLiteral(value) ? [value.text] : ts.isJsxExpression(value) && value.expression ? resultLiterals(value.expression) : [];
      for (const text of texts) if (/[A-Za-z]/.test(text)) found.push(`${file} ${node.name.getText(source)}="${text}"`);
    }
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of resultLiterals(node.expression)) if (/[A-Za-z]/.test(text)) found.push(`${file} ${text.trim()}`);
    }
    // What a screen reader announces, and words built into a template anywhere (`${n} items`), are read too.
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'announce' && node.arguments[0]) {
      for (const text of resultLiterals(node.arguments[0])) if (/[A-Za-z]/.test(text)) found.push(`${file} announce("${text.trim()}")`);
    }
    if (ts.isTemplateExpression(node) && !skipTemplate(node)) {
      const words = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].filter((part) => /[A-Za-z]{2,}\s|\s[A-Za-z]{2,}/.test(part));
      if (words.length > 0) found.push(`${file} \`${words.map((w) => w.trim()).join(' … ')}\``);
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
