// Where a Tester URL points: a served configuration (http://host/mock/<slug>/…, /mock/<slug>/…) or,
// for a bare path, every configuration of the caller.

export interface TestTarget {
  /** The path and query below /mock/<slug>, or as given. */
  pathAndQuery: string;
  slug?: string;
}

export function testTarget(url: string): TestTarget {
  let pathAndQuery = url;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      pathAndQuery = `${parsed.pathname}${parsed.search}`;
    } catch {
      pathAndQuery = url;
    }
  }
  if (!pathAndQuery.startsWith('/')) pathAndQuery = `/${pathAndQuery}`;
  const served = /^\/mock\/([A-Za-z0-9_-]+)(\/.*|\?.*)?$/.exec(pathAndQuery);
  if (!served) return { pathAndQuery };
  const rest = served[2] ?? '/';
  return { slug: served[1], pathAndQuery: rest.startsWith('?') ? `/${rest}` : rest };
}
