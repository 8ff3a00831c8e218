// The messages a page's Troubleshooting section quotes, and the parts of each the product must say
// word for word: a guide that quotes a message the product no longer shows sends readers looking
// for something that never appears.

/** Each item of the page's '## Troubleshooting' list that starts with a quoted message in bold. */
export function quotedMessages(markdown: string): string[] {
  const section = markdown.split(/^## Troubleshooting[ \t]*$/m)[1]?.split(/^## /m)[0] ?? '';
  const messages: string[] = [];
  for (const [, bold = ''] of section.matchAll(/^- \*\*(.+?)\*\*/gm)) {
    const first = bold.indexOf("'");
    const last = bold.lastIndexOf("'");
    if (first === -1 || last <= first) continue;
    // "'Request Failed' with 'Error Code: …'" quotes two messages shown together.
    messages.push(...bold.slice(first + 1, last).split(/'\s+(?:with|and|or|then)\s+'/));
  }
  return messages;
}

/**
 * What varies in a quoted message: '…' (the rest of it), an example address or number, a name in
 * quotes ('x'). The parts between are the product's own words, each written once in the code: a
 * message is often a prefix and a reason joined by ': ' ('Import failed: Unsupported file format').
 */
const VARYING = /…|\.\.\.|https?:\/\/\S+|\d+(?:\.\d+)?|'[^'\s]*'|: /g;

export function fixedParts(message: string): string[] {
  return message
    .split(VARYING)
    .map((part) => part.replace(/^[\s,.:;()'-]+|[\s,.:;()'-]+$/g, ''))
    .filter((part) => part.length >= 3);
}
