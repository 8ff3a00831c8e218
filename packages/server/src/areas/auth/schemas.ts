// The account forms as the server checks them, with spec 02 §5's messages. Upper bounds keep hostile
// input cheap: a password is hashed with scrypt, so its length is capped before hashing.
import { MIN_PASSWORD_SCORE, passwordStrength } from '@courier/core';
import { z } from 'zod';

const MAX_PASSWORD = 256;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NOT_AN_OBJECT = 'Request body must be a JSON object';

const text = (required: string) => z.string({ error: required }).trim().min(1, required);

export const usernameSchema = text('Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const emailSchema = text('Email is required')
  .max(254, 'Please enter a valid email address')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .transform((email) => email.toLowerCase());

/** Registration and admin creation: at least 8 characters, strength at least Good (spec 02 §5). */
export const newAccountPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`)
  .refine(
    (password) => passwordStrength(password).score >= MIN_PASSWORD_SCORE,
    'Password is too weak. Please use a stronger password',
  );

const nameSchema = (required: string) => text(required).max(100, 'Names must be at most 100 characters');

/** Unknown fields such as confirmPassword are dropped. */
export const registrationSchema = z.object(
  {
    username: usernameSchema,
    email: emailSchema,
    password: newAccountPasswordSchema,
    firstName: nameSchema('First name is required'),
    lastName: nameSchema('Last name is required'),
  },
  { error: NOT_AN_OBJECT },
);
export type Registration = z.output<typeof registrationSchema>;

export const loginSchema = z.object(
  {
    identifier: text('Email or username is required').max(254, 'Invalid credentials'),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .min(6, 'Password must be at least 6 characters')
      .max(MAX_PASSWORD, 'Invalid credentials'),
  },
  { error: NOT_AN_OBJECT },
);
export type Login = z.output<typeof loginSchema>;

/** Only these four; anything else, such as `role`, is refused rather than silently ignored. */
export const profileUpdateSchema = z.strictObject(
  {
    name: nameSchema('Name is required').optional(),
    email: emailSchema.optional(),
    username: usernameSchema.optional(),
    avatar: z
      .string({ error: 'Avatar must be a link' })
      .trim()
      .max(2048, 'Avatar link must be at most 2048 characters')
      .refine((link) => link === '' || /^https?:\/\/\S+$/i.test(link), 'Avatar must be an http or https link')
      .transform((link) => (link === '' ? null : link))
      .nullable()
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `The profile cannot change ${issue.keys.join(', ')}` : NOT_AN_OBJECT,
  },
);
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object(
  {
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(MAX_PASSWORD, 'Current password is incorrect'),
    newPassword: z
      .string({ error: 'New password is required' })
      .min(1, 'New password is required')
      .min(6, 'New password must be at least 6 characters')
      .max(MAX_PASSWORD, `New password must be at most ${MAX_PASSWORD} characters`),
  },
  { error: NOT_AN_OBJECT },
);

export const apiKeyNameSchema = z.object(
  { name: text('Please enter a name for the API key').max(100, 'API key names must be at most 100 characters') },
  { error: NOT_AN_OBJECT },
);
