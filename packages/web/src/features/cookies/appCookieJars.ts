// The app's one set of cookie jars. A module of its own so that it loads with the first send or the
// Cookies manager (tough-cookie's jar comes with it), not with the workbench's first screen.
import { createCookieJars } from './cookieJars.js';

export const cookieJars = createCookieJars();
