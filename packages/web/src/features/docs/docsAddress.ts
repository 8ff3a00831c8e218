// A guide page's address in the browser's: /docs is the overview, /docs/<address> a page, so a
// reload or a shared link opens the same page.
export const DOCS_ROOT = '/docs';
export const OVERVIEW_ADDRESS = 'overview';

export function docsPath(address: string): string {
  return address === OVERVIEW_ADDRESS ? DOCS_ROOT : `${DOCS_ROOT}/${address}`;
}

/** The page address of a path under /docs; the overview for /docs itself. */
export function addressOfPath(pathname: string): string {
  const rest = pathname.replace(/\/+$/, '').slice(DOCS_ROOT.length).replace(/^\//, '');
  const address = decodeURIComponent(rest);
  return address === '' ? OVERVIEW_ADDRESS : address;
}
