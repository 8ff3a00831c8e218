// `{{variables}}` left in a URL are printed as written. A URL parser would lower-case one in the
// host (`{{baseUrl}}` → `{{baseurl}}`) and percent-encode the braces elsewhere, so each is swapped
// for a token the parser keeps as it is, and swapped back in the finished snippet.
import { PLACEHOLDER } from '../variables/substitute.js';

export interface ProtectedUrl {
  url: string;
  /** The snippet with every token replaced by the placeholder it stands for. */
  restore(snippet: string): string;
}

/**
 * `taken` is text the tokens must not occur in (the whole request), so a restore never replaces
 * anything the user wrote. A URL starting with a placeholder gets no `http://` in the snippet:
 * the variable usually holds the scheme itself, as Postman's own code generator assumes.
 */
export function protectUrlPlaceholders(url: string, taken: string): ProtectedUrl {
  let stem = 'zph';
  while (taken.includes(stem)) stem += 'z';
  const placeholders: string[] = [];
  const tokenOf = (index: number) => `${stem}${index}q`;
  const protectedUrl = url.replace(PLACEHOLDER, (placeholder) => {
    placeholders.push(placeholder);
    return tokenOf(placeholders.length - 1);
  });
  const leading = /^\s*\{\{/.test(url);
  return {
    url: protectedUrl,
    restore(snippet) {
      let text = leading ? snippet.replaceAll(`http://${tokenOf(0)}`, tokenOf(0)) : snippet;
      placeholders.forEach((placeholder, index) => {
        text = text.replaceAll(tokenOf(index), placeholder);
      });
      return text;
    },
  };
}
