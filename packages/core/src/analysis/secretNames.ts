// Which header, query parameter, cookie and JSON field names hold a credential, so a recorded
// response keeps none of them. A name is read as words, split at separators, camelCase and digits,
// so `access_token`, `X-Auth-Token` and `apiKey` name secrets while `keyboard` and `monkey` do not.

/** Headers that carry a credential whatever else they say: their value is never recorded. */
export const CREDENTIAL_HEADERS: readonly string[] = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'];

/** A name holding one of these words names a secret (a plural counts as the word). */
export const SECRET_WORDS: readonly string[] = [
  'token',
  'secret',
  'key',
  'apikey',
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'session',
  'sessionid',
  'auth',
  'authorization',
  'signature',
  'sig',
  'credential',
  'jwt',
  'otp',
  'bearer',
  'csrf',
  'xsrf',
];

/**
 * Names written as one lower-case word (`accesstoken`, `clientsecret`) are caught by how they end.
 * `key` alone is not an ending, or `monkey` and `turkey` would be secrets: only the keys that are.
 */
const SECRET_ENDINGS: readonly string[] = [
  'token',
  'secret',
  'password',
  'passwd',
  'signature',
  'credential',
  'apikey',
  'accesskey',
  'secretkey',
  'privatekey',
  'authkey',
  'sessionid',
];

/**
 * A last word that makes the name describe a secret rather than hold one: `token_type`,
 * `auth_url`, `password_hint`, `X-Token-Expires` carry no credential.
 */
const DESCRIBING_WORDS: ReadonlySet<string> = new Set([
  'type',
  'url',
  'uri',
  'endpoint',
  'hint',
  'policy',
  'method',
  'format',
  'length',
  'expiry',
  'expires',
  'expiration',
  'in',
  'at',
  'name',
  'scope',
]);

/** `X-Auth-Token` → x, auth, token; `apiKey` → api, key; `APIKey2` → api, key, 2. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)|(\d)([A-Za-z])/g, '$1$3 $2$4')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

const singular = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word);

function isSecretWord(word: string): boolean {
  return (
    SECRET_WORDS.includes(word) ||
    SECRET_WORDS.includes(singular(word)) ||
    SECRET_ENDINGS.some((ending) => word.endsWith(ending) || singular(word).endsWith(ending))
  );
}

/** Whether `words` holds `part` as consecutive words: `pin` is in `X-Pin-Code`, `tenant id` in `tenantId`. */
function holdsWords(words: readonly string[], part: readonly string[]): boolean {
  if (part.length === 0 || part.length > words.length) return false;
  for (let start = 0; start + part.length <= words.length; start++) {
    if (part.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/**
 * The test of whether a header, query parameter, cookie or field name names a secret: one of the
 * credential headers, a secret word not followed by a describing word, or one of the names the
 * user added (matched as words, in any case and with any separators). It remembers its answers:
 * a body repeats the same field names in every item of a list.
 */
export function secretNameRule(addedNames: readonly string[] = []): (name: string) => boolean {
  const added = addedNames.map(nameWords);
  const answers = new Map<string, boolean>();
  const decide = (name: string): boolean => {
    if (CREDENTIAL_HEADERS.includes(name.toLowerCase())) return true;
    const words = nameWords(name);
    if (added.some((part) => holdsWords(words, part))) return true;
    const last = words[words.length - 1];
    if (last === undefined || DESCRIBING_WORDS.has(last)) return false;
    return words.some(isSecretWord);
  };
  return (name) => {
    let answer = answers.get(name);
    if (answer === undefined) {
      answer = decide(name);
      answers.set(name, answer);
    }
    return answer;
  };
}

/** Whether one name names a secret (secretNameRule, for a single question). */
export function isSecretName(name: string, addedNames: readonly string[] = []): boolean {
  return secretNameRule(addedNames)(name);
}
