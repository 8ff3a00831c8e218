// The account forms as zod schemas: the server parses request bodies with them and the
// web app checks its forms with them before a call, so both show the same messages.
import * as z from 'zod';
import {
  MAX_PASSWORD_LENGTH,
  NOT_A_FORM_MESSAGE,
  emailSchema,
  newAccountPasswordSchema,
  personNameSchema,
  requiredText,
  usernameSchema,
} from './accountFields.js';

/** Unknown fields such as confirmPassword (checked by the client only) are dropped. */
export const registrationSchema = z.object(
  {
    username: usernameSchema,
    email: emailSchema,
    password: newAccountPasswordSchema,
    firstName: personNameSchema('First name is required'),
    lastName: personNameSchema('Last name is required'),
  },
  { error: NOT_A_FORM_MESSAGE },
);
export type RegistrationForm = z.output<typeof registrationSchema>;

export const loginSchema = z.object(
  {
    identifier: requiredText('Email or username is required').max(254, 'Invalid credentials'),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .min(6, 'Password must be at least 6 characters')
      .max(MAX_PASSWORD_LENGTH, 'Invalid credentials'),
  },
  { error: NOT_A_FORM_MESSAGE },
);
export type LoginForm = z.output<typeof loginSchema>;

/** Only these four; anything else, such as `role`, is refused rather than silently ignored. */
export const profileUpdateSchema = z.strictObject(
  {
    name: personNameSchema('Name is required').optional(),
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
      issue.code === 'unrecognized_keys' ? `The profile cannot change ${issue.keys.join(', ')}` : NOT_A_FORM_MESSAGE,
  },
);
export type ProfileUpdateForm = z.output<typeof profileUpdateSchema>;

/** The confirmation field is the client's own check; the server receives the two passwords. */
export const passwordChangeSchema = z.object(
  {
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(MAX_PASSWORD_LENGTH, 'Current password is incorrect'),
    newPassword: z
      .string({ error: 'New password is required' })
      .min(1, 'New password is required')
      .min(6, 'New password must be at least 6 characters')
      .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  },
  { error: NOT_A_FORM_MESSAGE },
);

export const apiKeyNameSchema = z.object(
  {
    name: requiredText('Please enter a name for the API key').max(100, 'API key names must be at most 100 characters'),
  },
  { error: NOT_A_FORM_MESSAGE },
);
