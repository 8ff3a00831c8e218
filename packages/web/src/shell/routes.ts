/** The workbench's views and the account and admin screens, each at its own address. */
export type RoutedView =
  | 'builder'
  | 'runner'
  | 'mock'
  | 'team'
  | 'workspace'
  | 'websocket'
  | 'themes'
  | 'analysis'
  | 'docs'
  | 'example'
  | 'login'
  | 'register'
  | 'profile'
  | 'admin';

/** What the main area shows: a routed view, or the not-found view at any other address. */
export type View = RoutedView | 'notFound';

const PATHS: Readonly<Record<RoutedView, string>> = {
  builder: '/',
  runner: '/runner',
  mock: '/mock',
  team: '/team',
  workspace: '/workspace',
  websocket: '/websocket',
  themes: '/themes',
  analysis: '/analysis',
  docs: '/docs',
  example: '/example',
  login: '/login',
  register: '/register',
  profile: '/profile',
  admin: '/admin',
};

export function pathOf(view: RoutedView): string {
  return PATHS[view];
}

/** The view at an address; an unknown address is not the Builder under a wrong name. */
export function viewAt(pathname: string): View {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = (Object.keys(PATHS) as RoutedView[]).find((view) => PATHS[view] === trimmed);
  // A guide page has its own address below the guide's, e.g. /docs/getting-started.setup.
  if (!found && trimmed.startsWith(`${PATHS.docs}/`)) return 'docs';
  return found ?? 'notFound';
}

/**
 * The top bar's dialogs have an address too, over the view they opened on:
 * `/runner?dialog=environments`. A reload or a shared link opens them again.
 */
const DIALOG_NAMES = {
  environments: 'environments',
  importExport: 'import-export',
  settings: 'settings',
  oauth: 'oauth',
} as const;

export type AddressedDialog = keyof typeof DIALOG_NAMES;

/** The top bar's dialog an address's `dialog` parameter names, if any. */
export function dialogAt(name: string | null): AddressedDialog | null {
  const found = (Object.keys(DIALOG_NAMES) as AddressedDialog[]).find((dialog) => DIALOG_NAMES[dialog] === name);
  return found ?? null;
}

/** The name a dialog has in the address, e.g. 'import-export'. */
export function dialogName(dialog: AddressedDialog): string {
  return DIALOG_NAMES[dialog];
}
