// Settings › Certificates and proxy (local mode): what the browser sends to the local server, and
// what it gets back. Key material and passwords go one way only: the view names a certificate by
// file name, subject, expiry and fingerprint, and says whether a proxy password is set.
import * as z from 'zod';

/** A PEM text or a base64 file of at most 64 KiB: more is no certificate. */
const MAX_MATERIAL = 96 * 1024;
const material = z.string().max(MAX_MATERIAL, 'Certificate files must be under 64 KB');

/** `host` or `host:port`, as the certificate's host in Postman's settings. */
const CertificateHostSchema = z
  .string()
  .trim()
  .min(1, 'Host is required')
  .max(253)
  .regex(
    /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i,
    'Host must be a host name with an optional :port, without https://',
  );

export const ClientCertificateInputSchema = z
  .object({
    host: CertificateHostSchema,
    /** The file names, shown afterwards instead of the contents. */
    name: z.string().trim().min(1).max(200),
    cert: material.optional(),
    key: material.optional(),
    /** A PFX/P12 bundle, base64. */
    pfx: material.optional(),
    passphrase: z.string().max(1024).optional(),
  })
  .refine((input) => input.pfx !== undefined || (input.cert !== undefined && input.key !== undefined), {
    message: 'Give a PEM certificate and its key, or a PFX file',
  });
export type ClientCertificateInput = z.infer<typeof ClientCertificateInputSchema>;

export const CaCertificateInputSchema = z.object({ name: z.string().trim().min(1).max(200), pem: material });
export type CaCertificateInput = z.infer<typeof CaCertificateInputSchema>;

const OutboundProxyInputSchema = z.object({
  url: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/]+\/?$/i, 'Proxy URL must look like http://proxy.example:8080'),
  username: z.string().max(1024).optional(),
  /** Left out to keep the password saved before. */
  password: z.string().max(1024).optional(),
  noProxy: z.array(z.string().trim().max(253)).max(200).default([]),
});

export const OutboundGeneralInputSchema = z.object({
  verifyTls: z.boolean(),
  proxy: OutboundProxyInputSchema.nullable(),
});
export type OutboundGeneralInput = z.input<typeof OutboundGeneralInputSchema>;

const CertificateViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  issuer: z.string(),
  validTo: z.string(),
  fingerprint: z.string(),
});
export type CertificateView = z.infer<typeof CertificateViewSchema>;

/** What the browser reads back: names and fingerprints, never key material or passwords. */
export const OutboundSettingsViewSchema = z.object({
  verifyTls: z.boolean(),
  proxy: z
    .object({
      url: z.string(),
      username: z.string().optional(),
      hasPassword: z.boolean(),
      noProxy: z.array(z.string()),
    })
    .nullable(),
  clientCertificates: z.array(CertificateViewSchema.extend({ host: z.string() })),
  caCertificates: z.array(CertificateViewSchema),
});
export type OutboundSettingsView = z.infer<typeof OutboundSettingsViewSchema>;
