// OAuth 2.0: pure functions the web app's OAuth manager calls.
export * from './errors.js';
export * from './pkce.js';
export * from './beginAuthorization.js';
export * from './parseAuthorizationCallback.js';
export * from './exchangeTokens.js';
export * from './tokenStatus.js';
export * from './refreshDelay.js';
export * from './expiryLabel.js';
export * from './providerTemplates.js';
export * from './validateProviderForm.js';
