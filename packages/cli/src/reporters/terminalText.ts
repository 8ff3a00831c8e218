/**
 * Text that came from a collection or a server (request and test names, console output, error
 * messages) is shown in the terminal with its control characters made visible: an escape
 * sequence in a test name could otherwise write to the clipboard (OSC 52), retitle the window or
 * redraw what the user reads. Tabs stay; line breaks stay only where the caller allows them.
 */
// C0 controls but tab and line feed, DEL, the C1 controls, the line and paragraph separators, and
// the bidirectional embeddings, overrides and isolates, which can make a line read other than it is
// (a failed test's name shown as if it passed).
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

function visible(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** One line: line feeds become visible too. */
export function terminalLine(text: string): string {
  return text.replace(UNSAFE, visible).replace(/\n/g, '\\n');
}

/** Several lines (console output): line feeds stay. */
export function terminalLines(text: string): string {
  return text.replace(UNSAFE, visible);
}
