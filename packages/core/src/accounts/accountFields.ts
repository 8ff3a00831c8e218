// The account fields' rules with the messages users see, shared by the forms in accountForms.ts.
// Upper bounds keep hostile input cheap: the server hashes a password with scrypt, so its length is
// capped before hashing.
import * as z from 'zod';
import { MIN_PASSWORD_SCORE, passwordStrength } from './passwordStrength.js';

export const MAX_PASSWORD_LENGTH = 256;
/** What the server answers when a form's body is not an object at all. */
export const NOT_A_FORM_MESSAGE = 'Request body must be a JSON object';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Text that must not be blank once trimmed. */
export const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

export const usernameSchema = requiredText('Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const emailSchema = requiredText('Email is required')
  .max(254, 'Please enter a valid email address')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .transform((email) => email.toLowerCase());

/** Registration and admin creation: at least 8 characters, strength at least Good. */
export const newAccountPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
  .refine(
    (password) => passwordStrength(password).score >= MIN_PASSWORD_SCORE,
    'Password is too weak. Please use a stronger password',
  );

export const personNameSchema = (required: string) =>
  requiredText(required).max(100, 'Names must be at most 100 characters');
