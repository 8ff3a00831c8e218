// The themes area. Themes: each user's own, the built-in ones, the stylesheet and the preferences.
// What it offers the rest of the server: app.ts, main.ts and other areas import it from here only
// (docs/decisions/0037-areas-on-a-shared-floor.md).
export { themeRoutes } from './routes.js';
export { createThemeService } from './service.js';
