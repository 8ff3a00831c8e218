import { isKnownOption, SHORT_OPTIONS, takesArgument } from './curlOptions.js';
import { curlFailure } from './errors.js';

/** One option as given, under its long name: `-XPOST` and `--request POST` both read `request`. */
export interface CurlOption {
  name: string;
  value?: string;
}

export interface CurlArguments {
  options: CurlOption[];
  /** Positional words: the URLs. */
  urls: string[];
  /** Options that were not understood and so were skipped. */
  unknown: string[];
}

const PROGRAM = /^(?:.*[\\/])?curl(?:\.exe)?$/i;

/** Reads the words after `curl` into options and URLs; combined short flags (`-sSL`, `-XPOST`) are split. */
export function readCurlArguments(words: string[]): CurlArguments {
  const [program, ...rest] = words[0] === '$' ? words.slice(1) : words;
  if (program === undefined || !PROGRAM.test(program)) throw curlFailure('the command must start with curl');

  const parsed: CurlArguments = { options: [], urls: [], unknown: [] };
  let i = 0;
  const next = (name: string): string => {
    const value = rest[i];
    if (value === undefined) throw curlFailure(`option --${name} needs a value`);
    i += 1;
    return value;
  };

  while (i < rest.length) {
    const word = rest[i] ?? '';
    i += 1;
    if (word === '--') {
      parsed.urls.push(...rest.slice(i));
      break;
    }
    if (word.startsWith('--')) {
      const name = word.slice(2);
      if (takesArgument(name)) parsed.options.push({ name, value: next(name) });
      else if (isKnownOption(name)) parsed.options.push({ name });
      else parsed.unknown.push(word);
    } else if (word.startsWith('-') && word.length > 1) {
      for (let at = 1; at < word.length; at += 1) {
        const letter = word.charAt(at);
        const name = SHORT_OPTIONS[letter];
        if (name === undefined) {
          parsed.unknown.push(`-${letter}`);
        } else if (takesArgument(name)) {
          const attached = word.slice(at + 1);
          parsed.options.push({ name, value: attached !== '' ? attached : next(name) });
          break;
        } else {
          parsed.options.push({ name });
        }
      }
    } else {
      parsed.urls.push(word);
    }
  }
  return parsed;
}
