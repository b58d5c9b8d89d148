import { Fragment, type ReactNode } from 'react';

/**
 * A catalog message whose values include React nodes, e.g. "Add {planName} to cart" with the name in a visually
 * hidden span: the message is formatted with markers in place of the nodes, then split around them, so the whole
 * sentence stays one translatable text.
 */
export function messageWithNodes<Values>(message: (values: Values) => string, values: { [Key in keyof Values]: Values[Key] | ReactNode }): ReactNode[] {
  const nodes: ReactNode[] = [];
  const marked = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' || typeof value === 'number' ? value : `\u0000${nodes.push(value as ReactNode) - 1}\u0000`]),
  ) as Values;
  return message(marked)
    .split('\u0000')
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{nodes[Number(part)]}</Fragment> : part));
}
