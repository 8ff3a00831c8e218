import * as z from 'zod';
import {
  DEFAULT_GRAPHQL_SUBSCRIPTION_PROTOCOL,
  GRAPHQL_SUBSCRIPTION_PROTOCOLS,
} from '../graphql/subscriptionProtocolName.js';
import { KeyValueSchema } from './keyValue.js';

/** What a request sends: the modes Postman and the builder know. */
export const RAW_LANGUAGES = ['json', 'text', 'javascript', 'xml', 'html', 'graphql'] as const;

const NoBodySchema = z.object({ mode: z.literal('none') });
export const RawBodySchema = z.object({
  mode: z.literal('raw'),
  raw: z.string().default(''),
  language: z.enum(RAW_LANGUAGES).default('text'),
});
const UrlEncodedBodySchema = z.object({
  mode: z.literal('urlencoded'),
  urlencoded: z.array(KeyValueSchema).default([]),
});

const FormTextPartSchema = z.object({
  key: z.string(),
  type: z.literal('text'),
  value: z.string().default(''),
  enabled: z.boolean().default(true),
  contentType: z.string().optional(),
  description: z.string().optional(),
});
/**
 * A file chosen in the browser. A page cannot read a path again later, so the bytes travel with
 * the request, base64-encoded. `data` is absent when they were not kept (too large to store): the
 * file must then be chosen again before the request can be sent.
 */
const PickedFileSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string().default(''),
  // A plain string: this schema parses on every edit in the builder, and checking megabytes of
  // base64 each time would stall typing. The proxy's TransportRequestSchema checks it once.
  data: z.string().optional(),
});
export type PickedFile = z.infer<typeof PickedFileSchema>;

const FormFilePartSchema = z.object({
  key: z.string(),
  type: z.literal('file'),
  /** Paths relative to the working directory (CLI) or file names chosen in the browser. */
  src: z.array(z.string()).default([]),
  /** The file chosen in the browser; sent instead of reading `src` when its bytes are known. */
  picked: PickedFileSchema.optional(),
  enabled: z.boolean().default(true),
  contentType: z.string().optional(),
  description: z.string().optional(),
});
const FormPartSchema = z.discriminatedUnion('type', [FormTextPartSchema, FormFilePartSchema]);
export type FormPart = z.infer<typeof FormPartSchema>;

const FormDataBodySchema = z.object({
  mode: z.literal('formdata'),
  formdata: z.array(FormPartSchema).default([]),
});
const FileBodySchema = z.object({
  mode: z.literal('file'),
  /** Path relative to the working directory, or the name of the file chosen in the browser. */
  src: z.string().default(''),
  contentType: z.string().optional(),
  picked: PickedFileSchema.optional(),
});
/** A subscription runs over a WebSocket, not HTTP: where it connects, in which subprotocol, with what params. */
const GraphQLSubscriptionSettingsSchema = z.object({
  /** Blank: the request's URL, with http turned into ws and https into wss. */
  url: z.string().default(''),
  protocol: z.enum(GRAPHQL_SUBSCRIPTION_PROTOCOLS).default(DEFAULT_GRAPHQL_SUBSCRIPTION_PROTOCOL),
  /** JSON object text sent with the connection's first frame; blank sends none. */
  connectionParams: z.string().default(''),
});
export type GraphQLSubscriptionSettings = z.infer<typeof GraphQLSubscriptionSettingsSchema>;

const GraphQLBodySchema = z.object({
  mode: z.literal('graphql'),
  query: z.string().default(''),
  /** JSON text; invalid text is ignored when sending. */
  variables: z.string().default(''),
  operationType: z.enum(['query', 'mutation', 'subscription']).optional(),
  /** How a subscription connects; absent until the user changes one of its fields. */
  subscription: GraphQLSubscriptionSettingsSchema.optional(),
});

export const BodySchema = z.discriminatedUnion('mode', [
  NoBodySchema,
  RawBodySchema,
  UrlEncodedBodySchema,
  FormDataBodySchema,
  FileBodySchema,
  GraphQLBodySchema,
]);
export type Body = z.infer<typeof BodySchema>;
