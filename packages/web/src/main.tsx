// Global styles first, so feature stylesheets imported by components can refine them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { applyActiveThemeAtStart } from './features/themes/applyTheme.js';
import { CALLBACK_PATH } from './features/oauth/callbackMessage.js';
import { OAuthCallback } from './features/oauth/OAuthCallback.js';

// The active theme replaces the default light one as soon as the server answers; the page does not wait.
void applyActiveThemeAtStart();
// A server started with `--open <repository>` shows that repository's collections in the sidebar;
// what opens and follows it is loaded only to ask.
void import('./features/files/showOpenedRepository.js').then((m) => m.showOpenedRepository());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>{window.location.pathname === CALLBACK_PATH ? <OAuthCallback /> : <App />}</StrictMode>,
);
