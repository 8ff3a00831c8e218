// /api/auth/*, replying `{ success, message, data }`.
import { Router } from 'express';
import {
  apiKeyNameSchema,
  loginSchema,
  newAccountPasswordSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registrationSchema,
} from '@courier/core';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { requireUser, type Authenticator } from '../../http/authenticate.js';
import { RateLimitedError } from '../../errors/serverErrors.js';
import { jsonBody } from '../../http/jsonBody.js';
import { perUserRateLimit } from '../../http/rateLimit.js';
import { validateForm } from '../../http/validateBody.js';
import { signedInUser } from './authenticator.js';
import { withDisplayableNames } from './displayableName.js';
import type { AccountService } from './service.js';
import { withSingleScriptIdentifiers } from './singleScript.js';

/** Account forms are small; a larger body is refused before it is parsed. */
const FORM_LIMIT_BYTES = 16 * 1024;
/**
 * Sign-in and registration attempts per client address per window. An account's own limit is its
 * expiring lock (service.ts): a count per account named here would let strangers keep its owner out.
 */
export const ATTEMPTS_PER_WINDOW = 30;
const WINDOW_MS = 15 * 60_000;
/** API keys a user may create per minute. */
export const API_KEYS_PER_MINUTE = 10;

/** Who is asking, as the limits count it: the address, with IPv6 folded into /56 networks. */
const clientOf = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/** Registration's and create-admin's form. */
export const registrationForm = withSingleScriptIdentifiers(
  withDisplayableNames(registrationSchema, ['firstName', 'lastName']),
  ['username', 'email'],
);
const profileForm = withSingleScriptIdentifiers(withDisplayableNames(profileUpdateSchema, ['name']), [
  'username',
  'email',
]);
const apiKeyForm = withDisplayableNames(apiKeyNameSchema, ['name']);
/** A new password is held to registration's strength rule. */
const passwordChangeForm = passwordChangeSchema.superRefine(({ newPassword }, ctx) => {
  const strength = newAccountPasswordSchema.safeParse(newPassword);
  if (!strength.success) {
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: strength.error.issues[0]!.message });
  }
});

/** Attempts per client address; express-rate-limit folds IPv6 into /56 networks. */
function perClientAttempts(): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: ATTEMPTS_PER_WINDOW,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `ip:${clientOf(req)}`,
    handler: (_req, _res, next) => next(new RateLimitedError('Too many attempts; try again in a few minutes')),
  });
}

export function authRoutes(accounts: AccountService, authenticate: Authenticator): Router {
  const router = Router();
  const form = jsonBody(FORM_LIMIT_BYTES);
  const signedIn = requireUser(authenticate, 'Sign in first');
  const perClient = perClientAttempts();

  const registration = validateForm(registrationForm);
  router.post('/auth/register', perClient, ...form, registration, async (req, res) => {
    const data = await accounts.register(registration.of(req), clientOf(req));
    res.status(201).json({ success: true, message: 'Registration successful', data });
  });

  const login = validateForm(loginSchema);
  router.post('/auth/login', perClient, ...form, login, async (req, res) => {
    const data = await accounts.login(login.of(req), clientOf(req));
    res.json({ success: true, message: 'Login successful', data });
  });

  router.post('/auth/logout', signedIn, async (_req, res) => {
    await accounts.logout(signedInUser(res).id);
    res.json({ success: true, message: 'Logged out successfully', data: null });
  });

  router.get('/auth/profile', signedIn, async (_req, res) => {
    const user = await accounts.profile(signedInUser(res).id);
    res.json({ success: true, message: 'Profile loaded', data: { user } });
  });

  const profileUpdate = validateForm(profileForm);
  router.put('/auth/profile', signedIn, ...form, profileUpdate, async (req, res) => {
    const user = await accounts.updateProfile(signedInUser(res).id, profileUpdate.of(req), clientOf(req));
    res.json({ success: true, message: 'Profile updated successfully', data: { user } });
  });

  const passwordChange = validateForm(passwordChangeForm);
  router.post('/auth/change-password', signedIn, ...form, passwordChange, async (req, res) => {
    const { currentPassword, newPassword } = passwordChange.of(req);
    const data = await accounts.changePassword(signedInUser(res).id, currentPassword, newPassword, clientOf(req));
    res.json({ success: true, message: 'Password changed successfully', data });
  });

  const apiKeyLimit = perUserRateLimit(API_KEYS_PER_MINUTE);
  const newApiKey = validateForm(apiKeyForm);
  router.post('/auth/api-keys', signedIn, apiKeyLimit, ...form, newApiKey, async (req, res) => {
    const { key, ...apiKey } = await accounts.createApiKey(signedInUser(res).id, newApiKey.of(req).name);
    res
      .status(201)
      .json({ success: true, message: 'API key generated successfully', data: { apiKey: key, key: apiKey } });
  });

  router.get('/auth/api-keys', signedIn, async (_req, res) => {
    const apiKeys = await accounts.listApiKeys(signedInUser(res).id);
    res.json({ success: true, message: 'API keys loaded', data: { apiKeys } });
  });

  router.delete('/auth/api-keys/:id', signedIn, async (req, res) => {
    await accounts.deleteApiKey(signedInUser(res).id, String(req.params.id));
    res.json({ success: true, message: 'API key deleted successfully', data: null });
  });

  return router;
}
