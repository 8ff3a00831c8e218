import { availableTargets } from 'httpsnippet/dist/helpers/utils.js';

/** One language/library pair the Code tab can offer. */
export interface CodegenTarget {
  /** What `generateCode` accepts: 'python/requests', or a spec name such as 'python'. */
  id: string;
  /** httpsnippet's target key: 'python', 'shell'… */
  target: string;
  /** httpsnippet's client key: 'requests', 'curl'… */
  client: string;
  /** For a menu: 'Python — Requests'. */
  title: string;
  /** Highlighting hint: the target's file extension, e.g. '.py'. */
  extension: string;
  /** Set on the five languages the Code tab offers first. */
  specLanguage?: SpecLanguage;
}

/** The Code tab's five main languages and the httpsnippet client each stands for. */
export const SPEC_LANGUAGES = {
  javascript: { target: 'javascript', client: 'fetch' },
  python: { target: 'python', client: 'requests' },
  curl: { target: 'shell', client: 'curl' },
  php: { target: 'php', client: 'curl' },
  // java.net.http ships with the JDK (11+): the snippet runs without adding a library.
  java: { target: 'java', client: 'nethttp' },
} as const;
type SpecLanguage = keyof typeof SPEC_LANGUAGES;

/** Every target/client httpsnippet offers, the five main ones first, for the web Code tab. */
export function listCodegenTargets(): CodegenTarget[] {
  const spec = Object.entries(SPEC_LANGUAGES) as Array<[SpecLanguage, { target: string; client: string }]>;
  const all = availableTargets().flatMap((target) =>
    target.clients.map((client): CodegenTarget => {
      const specLanguage = spec.find(([, pair]) => pair.target === target.key && pair.client === client.key)?.[0];
      const entry: CodegenTarget = {
        id: `${target.key}/${client.key}`,
        target: target.key,
        client: client.key,
        title: `${target.title} — ${client.title}`,
        extension: target.extname ?? '',
      };
      if (specLanguage) entry.specLanguage = specLanguage;
      return entry;
    }),
  );
  const rank = (entry: CodegenTarget) =>
    entry.specLanguage ? spec.findIndex(([name]) => name === entry.specLanguage) : spec.length;
  return all.sort((a, b) => rank(a) - rank(b));
}

/**
 * The target and client a language name stands for: a spec name ('java'), 'target/client'
 * ('java/okhttp'), or a bare target ('go', its default client). Undefined when httpsnippet has no such pair.
 */
export function resolveCodegenLanguage(language: string): { target: string; client: string } | undefined {
  const name = language.trim();
  if (Object.hasOwn(SPEC_LANGUAGES, name)) return SPEC_LANGUAGES[name as SpecLanguage];
  const [targetKey, clientKey] = name.split('/');
  const target = availableTargets().find((candidate) => candidate.key === targetKey);
  if (!target) return undefined;
  // httpsnippet's 'http' target names its default '1.1' while its client is 'http1.1': fall back to the first.
  const wanted = clientKey ?? target.default;
  const client =
    target.clients.find((candidate) => candidate.key === wanted) ?? (clientKey ? undefined : target.clients[0]);
  return client ? { target: target.key, client: client.key } : undefined;
}
