import { curlFailure } from './errors.js';

/**
 * Splits a pasted command line into words, as the shell it was copied for would.
 *
 * Why not shell-quote (the usual npm tokenizer): it does not know bash's ANSI-C `$'…'` quoting,
 * which Chrome's and Firefox's "Copy as cURL (bash)" emit for any body holding a quote or a
 * newline, nor backslash-newline continuations inside its parse, nor Windows cmd's `^` escapes
 * ("Copy as cURL (cmd)"); it also expands `$VAR` to nothing, which would silently eat text from
 * JSON bodies. Each flavour's rules are short, so they are written out here.
 *
 * The first command ends at an unquoted `|`, `;`, `&&` or `||` (`curl … | jq` pastes fine). A
 * newline without a continuation is taken as a space, since commands copied from documentation
 * are often wrapped without one.
 */
export function tokenizeCommand(command: string): string[] {
  return looksLikeCmd(command) ? tokenizeCrt(unescapeCmd(command)) : tokenizeBash(command);
}

/** Chrome's cmd flavour quotes every word as `^"…^"`; hand-written ones end lines with `^`. */
function looksLikeCmd(command: string): boolean {
  return command.includes('^"') || /\^\r?\n/.test(command);
}

const SPACE = /[ \t\r\n]/;

/** A word being built: `started` tells an empty quoted word ('') from no word at all. */
class Words {
  readonly list: string[] = [];
  private current = '';
  private started = false;

  add(text: string): void {
    this.current += text;
    this.started = true;
  }

  end(): void {
    if (this.started) this.list.push(this.current);
    this.current = '';
    this.started = false;
  }

  get inWord(): boolean {
    return this.started;
  }
}

function tokenizeBash(command: string): string[] {
  const words = new Words();
  let i = 0;
  const at = (offset = 0): string => command.charAt(i + offset);
  while (i < command.length) {
    const c = at();
    if (c === '\\') {
      if (at(1) === '\n') i += 2;
      else if (at(1) === '\r' && at(2) === '\n') i += 3;
      else {
        words.add(at(1));
        i += 2;
      }
    } else if (SPACE.test(c)) {
      words.end();
      i += 1;
    } else if (c === "'") {
      const close = command.indexOf("'", i + 1);
      if (close < 0) throw curlFailure('unterminated single quote');
      words.add(command.slice(i + 1, close));
      i = close + 1;
    } else if (c === '$' && at(1) === "'") {
      i = readAnsiC(command, i + 2, words);
    } else if (c === '"' || (c === '$' && at(1) === '"')) {
      i = readDoubleQuoted(command, i + (c === '$' ? 2 : 1), words);
    } else if (c === '#' && !words.inWord) {
      const newline = command.indexOf('\n', i);
      i = newline < 0 ? command.length : newline;
    } else if (c === '|' || c === ';' || (c === '&' && at(1) === '&')) {
      break;
    } else {
      words.add(c);
      i += 1;
    }
  }
  words.end();
  return words.list;
}

/** Inside "…" a backslash escapes only $ ` " \ and newline (bash manual, "Double Quotes"). */
function readDoubleQuoted(command: string, start: number, words: Words): number {
  let i = start;
  let text = '';
  while (i < command.length) {
    const c = command.charAt(i);
    if (c === '"') {
      words.add(text);
      return i + 1;
    }
    if (c === '\\' && i + 1 < command.length) {
      const next = command.charAt(i + 1);
      if (next === '\n') {
        i += 2;
        continue;
      }
      if ('$`"\\'.includes(next)) {
        text += next;
        i += 2;
        continue;
      }
    }
    text += c;
    i += 1;
  }
  throw curlFailure('unterminated double quote');
}

const SIMPLE_ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/** Bash's $'…' (bash manual, "ANSI-C Quoting"): \n, \xHH, \uHHHH, \UHHHHHHHH, \nnn octal, \cX. */
function readAnsiC(command: string, start: number, words: Words): number {
  let i = start;
  let text = '';
  const hex = (from: number, max: number): [number, number] => {
    const digits = /^[0-9a-fA-F]+/.exec(command.slice(from, from + max))?.[0] ?? '';
    return [digits === '' ? -1 : parseInt(digits, 16), digits.length];
  };
  while (i < command.length) {
    const c = command.charAt(i);
    if (c === "'") {
      words.add(text);
      return i + 1;
    }
    if (c !== '\\' || i + 1 >= command.length) {
      text += c;
      i += 1;
      continue;
    }
    const e = command.charAt(i + 1);
    const simple = SIMPLE_ESCAPES[e];
    if (simple !== undefined) {
      text += simple;
      i += 2;
    } else if (e === 'x' || e === 'u' || e === 'U') {
      const [code, length] = hex(i + 2, e === 'x' ? 2 : e === 'u' ? 4 : 8);
      if (code < 0 || code > 0x10ffff) {
        text += `\\${e}`;
        i += 2;
      } else {
        text += String.fromCodePoint(code);
        i += 2 + length;
      }
    } else if (e >= '0' && e <= '7') {
      const digits = /^[0-7]{1,3}/.exec(command.slice(i + 1, i + 4))?.[0] ?? e;
      text += String.fromCharCode(parseInt(digits, 8) & 0xff);
      i += 1 + digits.length;
    } else if (e === 'c' && i + 2 < command.length) {
      text += String.fromCharCode(command.charCodeAt(i + 2) & 0x1f);
      i += 3;
    } else {
      text += `\\${e}`;
      i += 2;
    }
  }
  throw curlFailure("unterminated $'…' quote");
}

/**
 * cmd.exe's pass: `^x` is a literal x, `^` at a line end continues the line (and makes the next
 * character literal, which is how Chrome encodes a newline as `^` + two newlines). Inside cmd's
 * own "…" carets are literal. The result goes to the program's argument parser (tokenizeCrt).
 */
function unescapeCmd(command: string): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < command.length; i += 1) {
    const c = command.charAt(i);
    if (c === '"') {
      quoted = !quoted;
      out += c;
    } else if (c === '^' && !quoted && i + 1 < command.length) {
      let next = i + 1;
      if (command.charAt(next) === '\r' && command.charAt(next + 1) === '\n') next += 2;
      else if (command.charAt(next) === '\n') next += 1;
      if (next < command.length) out += command.charAt(next);
      i = next;
    } else if (!quoted && (c === '|' || (c === '&' && command.charAt(i + 1) === '&'))) {
      break;
    } else {
      out += c;
    }
  }
  return out;
}

/**
 * The Microsoft C runtime's argument rules: "…" groups, 2n backslashes before a quote give n
 * backslashes and a quote toggle, 2n+1 give n backslashes and a literal quote, other
 * backslashes are literal.
 */
function tokenizeCrt(line: string): string[] {
  const words = new Words();
  let quoted = false;
  let i = 0;
  while (i < line.length) {
    const c = line.charAt(i);
    if (c === '\\') {
      let count = 0;
      while (line.charAt(i + count) === '\\') count += 1;
      if (line.charAt(i + count) === '"') {
        words.add('\\'.repeat(Math.floor(count / 2)));
        if (count % 2 === 1) words.add('"');
        else quoted = !quoted;
        i += count + 1;
      } else {
        words.add('\\'.repeat(count));
        i += count;
      }
    } else if (c === '"') {
      quoted = !quoted;
      words.add('');
      i += 1;
    } else if (SPACE.test(c) && !quoted) {
      words.end();
      i += 1;
    } else {
      words.add(c);
      i += 1;
    }
  }
  if (quoted) throw curlFailure('unterminated double quote');
  words.end();
  return words.list;
}
