// One web feature may use another only through its public entry (features/<name>/index.ts), never its internals,
// so a feature can be reorganised without breaking the others. Shared pieces belong in components/ or lib/.
import { dirname, relative, resolve, sep } from 'node:path';

/** 'cart' for any path under apps/web/src/features/cart/, else null. */
function featureOf(file, featuresRoot) {
  const rel = relative(featuresRoot, file);
  if (rel.startsWith('..') || rel === '') return null;
  return rel.split(sep)[0];
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "forbid importing another web feature's internals; use its index.ts" },
    messages: {
      internals:
        "'{{source}}' reaches into feature '{{target}}' from feature '{{from}}': import from its public entry (features/{{target}}/index.ts), or move the shared piece to components/ or lib/.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const featuresRoot = resolve(file.slice(0, file.indexOf(`${sep}src${sep}`) + 5), 'features');
    const from = featureOf(file, featuresRoot);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const targetFeature = featureOf(target, featuresRoot);
      if (!targetFeature || targetFeature === from) return;
      const inside = relative(resolve(featuresRoot, targetFeature), target);
      // The feature folder itself (its index) or its index file is the public entry.
      if (inside === '' || /^index(\.tsx?)?$/.test(inside)) return;
      context.report({ node, messageId: 'internals', data: { source, target: targetFeature, from } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const featureBoundaries = { rules: { 'no-cross-feature-internals': rule } };
