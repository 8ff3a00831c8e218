/**
 * YAML as the v3 reference asks: `{{variables}}` and look-alike numbers and booleans single-quoted,
 * multi-line bodies and scripts as `|-` block scalars, `order` a bare number.
 */
import { Document, isScalar, Scalar, visit } from 'yaml';

const NEEDS_QUOTES = /\{\{|^(true|false|null|~|[-+]?[\d.]+(e[-+]?\d+)?)$|[:#&*![\]{}>|]/i;

export function stringifyV3(fields: Record<string, unknown>): string {
  const document = new Document(fields);
  visit(document, {
    Scalar(_key, node) {
      if (!isScalar(node) || typeof node.value !== 'string') return;
      if (node.value.includes('\n')) node.type = Scalar.BLOCK_LITERAL;
      else if (NEEDS_QUOTES.test(node.value)) node.type = Scalar.QUOTE_SINGLE;
    },
  });
  return document.toString({ lineWidth: 0 });
}
