// The built-in demo administrator behind 'Try Demo Account'. The server creates it in
// local mode, and in hosted mode only when the operator turns it on; the web app signs in with it.
export const DEMO_ACCOUNT = {
  username: 'demo',
  email: 'demo@courier.local',
  password: 'Demo123!',
  firstName: 'Demo',
  lastName: 'Admin',
} as const;

/** The demo account's password is printed on the sign-in page: no administrator but the demo account may have it. */
export function isDemoPassword(password: string): boolean {
  return password.normalize('NFC') === DEMO_ACCOUNT.password;
}
