// The auth area. Accounts: registration, sign-in, sessions and API keys, the accounts' queries, and
// the seeding of the first accounts. What it offers the rest of the server: app.ts, main.ts and
// other areas import it from here only (docs/decisions/0037-areas-on-a-shared-floor.md).
export { accountAuthenticator, requireRole, signedInUser, type SignedInUser } from './authenticator.js';
export { PRODUCTION_SCRYPT_COST } from './password.js';
export { PUBLIC_PASSWORD_MESSAGE, PUBLIC_PASSWORD_PROMOTION_MESSAGE } from './publicPassword.js';
export { bumpTokenVersion, canonicalEmail, clearFailedLogins, findUserById, updateUser } from './repo.js';
export type { UserRow } from './repo.js';
export { authRoutes, registrationForm } from './routes.js';
export { seedAccounts } from './seed.js';
export { createAccountService } from './service.js';
export type { AccountService, NewUser } from './service.js';
export { createTokenSigner } from './tokens.js';
export { unlockAccount } from './unlockAccount.js';
export { publicUser } from './userView.js';
