/** The views of spec 01 §2 and spec 02, each at its own address. */
export type View = 'builder' | 'runner' | 'login' | 'register' | 'profile' | 'admin';

const PATHS: Readonly<Record<View, string>> = {
  builder: '/',
  runner: '/runner',
  login: '/login',
  register: '/register',
  profile: '/profile',
  admin: '/admin',
};

export function pathOf(view: View): string {
  return PATHS[view];
}

/** The view at an address; an unknown address shows the builder, as the workbench's home. */
export function viewAt(pathname: string): View {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = (Object.keys(PATHS) as View[]).find((view) => PATHS[view] === trimmed);
  return found ?? 'builder';
}
