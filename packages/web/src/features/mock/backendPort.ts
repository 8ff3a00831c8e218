/** The port the app was served from, which is the backend's: the page's own, or its scheme's default. */
export function backendPort(location: Pick<Location, 'port' | 'protocol'> = window.location): string {
  if (location.port !== '') return location.port;
  return location.protocol === 'https:' ? '443' : '80';
}
