// The mock server's records: configurations of routes, what a route answers and the rules that
// choose among several answers, the log of requests it received and the statistics over them.
import * as z from 'zod';

/** Past this many bytes a response body is refused when saved: a mock is for tests, not for files. */
export const MOCK_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
/** The longest delay a route may add before answering. */
const MOCK_MAX_DELAY_MS = 60_000;
/** The methods a route answers to; ALL answers every method. */
export const MOCK_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'ALL'] as const;
export type MockMethod = (typeof MOCK_METHODS)[number];
export const MOCK_DEFAULT_CONTENT_TYPE = 'application/json';
/** The Statistics tab counts requests of this last span as recent. */
export const MOCK_RECENT_WINDOW_MS = 60 * 60 * 1000;
/** A regex rule's pattern and the text it is tested against are bounded, so no rule costs much. */
export const MOCK_RULE_PATTERN_MAX = 500;
export const MOCK_RULE_INPUT_MAX = 1000;
const MOCK_SCRIPT_MAX_CHARS = 64 * 1024;
/**
 * The live notice that tells an owner's open views their log and counters grew: it carries how many
 * entries were written, and the view reads the log again rather than receiving it in the notice.
 */
export const MOCK_ACTIVITY_NOTICE = 'mock.activity';

/** What a route answers: a body that is JSON (or plain text when a string), with headers and a delay. */
const MockResponseSchema = z.object({
  status: z.number().int().min(100, 'Status must be 100–599').max(599, 'Status must be 100–599').default(200),
  headers: z
    .record(
      z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'Header names must be HTTP tokens'),
      z.string().regex(/^[^\r\n\0]*$/, 'Header values must not contain CR, LF or NUL'),
    )
    .default({ 'Content-Type': MOCK_DEFAULT_CONTENT_TYPE }),
  body: z.json().default({}),
  delay: z
    .number()
    .int()
    .min(0, 'Delay cannot be negative')
    .max(MOCK_MAX_DELAY_MS, `Delay cannot exceed ${MOCK_MAX_DELAY_MS} ms`)
    .default(0),
});
export type MockResponse = z.infer<typeof MockResponseSchema>;

/** The most answers a route holds besides its default one. */
export const MOCK_MAX_ALTERNATIVES = 50;

export const MOCK_RULE_SOURCES = ['header', 'query', 'param', 'body'] as const;
export const MOCK_RULE_OPERATORS = ['equals', 'regex', 'exists'] as const;

/** One condition on the request: a header, a query parameter, a path parameter or a JSON body field. */
const MockRuleSchema = z.object({
  source: z.enum(MOCK_RULE_SOURCES),
  /** Header name (any case), query or path parameter name, or a dotted path into the JSON body ('user.id'). */
  field: z.string().trim().min(1, 'A rule needs a field').max(200),
  operator: z.enum(MOCK_RULE_OPERATORS).default('equals'),
  value: z.string().max(MOCK_RULE_PATTERN_MAX).default(''),
});
export type MockRule = z.infer<typeof MockRuleSchema>;

/** An answer other than the default, given when all of its rules hold (rules mode). */
export const MockAlternativeSchema = z.object({
  name: z.string().max(200).default(''),
  rules: z.array(MockRuleSchema).max(20).default([]),
  response: MockResponseSchema.default(MockResponseSchema.parse({})),
});
export type MockAlternative = z.infer<typeof MockAlternativeSchema>;

/** rules: first alternative whose rules hold, else the default; sequential and random take turns. */
export const MOCK_RESPONSE_MODES = ['rules', 'sequential', 'random'] as const;
export type MockResponseMode = (typeof MOCK_RESPONSE_MODES)[number];

/** What a route is made of, as a client sends it; ids and order are the store's. */
export const MockRouteInputSchema = z.object({
  method: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(MOCK_METHODS, { error: `Method must be one of ${MOCK_METHODS.join(', ')}` }))
    .default('GET'),
  path: z.string().trim().min(1, 'Path is required').max(2000),
  response: MockResponseSchema.default(MockResponseSchema.parse({})),
  alternatives: z.array(MockAlternativeSchema).max(MOCK_MAX_ALTERNATIVES).default([]),
  mode: z.enum(MOCK_RESPONSE_MODES).default('rules'),
  /** A script run in the sandbox after the response is chosen; it may change status, headers and body. */
  script: z.string().max(MOCK_SCRIPT_MAX_CHARS).default(''),
  enabled: z.boolean().default(true),
});
export type MockRouteInput = z.input<typeof MockRouteInputSchema>;

export const MockRouteSchema = MockRouteInputSchema.extend({ id: z.string() });
export type MockRoute = z.infer<typeof MockRouteSchema>;

/**
 * Who may call a served configuration in hosted mode: anyone holding its unguessable URL, or only
 * requests carrying an API key of its owner.
 */
export const MOCK_ACCESS = ['url', 'apiKey'] as const;
export type MockAccess = (typeof MOCK_ACCESS)[number];

const configFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  /** A path ('/api/v1') or a URL whose path is taken ('http://localhost:3000/api'); routes live under it. */
  baseUrl: z.string().trim().max(2000),
  enabled: z.boolean(),
  access: z.enum(MOCK_ACCESS),
};

export const MockConfigInputSchema = z.object({
  name: configFields.name,
  baseUrl: configFields.baseUrl.default(''),
  enabled: configFields.enabled.default(true),
  access: configFields.access.default('url'),
  /** Made for this workspace, whose members then see it (signed in only); else the creator's own. */
  workspaceId: z.string().trim().min(1).max(64).optional(),
});
/** An edit of a configuration: only the fields sent change. */
export const MockConfigChangesSchema = z.object(configFields).partial();
export type MockConfigInput = z.input<typeof MockConfigInputSchema>;

export const MockConfigSchema = MockConfigInputSchema.extend({
  id: z.string(),
  /** The served address's segment: /mock/<slug>/… */
  slug: z.string(),
  /** The workspace holding it, or null for the creator's own. */
  workspaceId: z.string().nullable().default(null),
  routes: z.array(MockRouteSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MockConfig = z.infer<typeof MockConfigSchema>;

/** courier-mock.json: a configuration with its routes, as the CLI serves it and the server imports it. */
export const MockDocumentSchema = z.object({
  name: z.string().trim().min(1).max(200).default('Mock'),
  baseUrl: configFields.baseUrl.default(''),
  routes: z.array(MockRouteInputSchema).max(5000),
});

/** One criterion of a match: what the route wanted, what the request had, and whether they agree. */
const MockCriterionSchema = z.object({
  criterion: z.enum(['config', 'route', 'method', 'basePath', 'segment', 'length', 'rule']),
  ok: z.boolean(),
  expected: z.string(),
  actual: z.string(),
  message: z.string(),
});
export type MockCriterion = z.infer<typeof MockCriterionSchema>;

/** Why a request missed: the closest route, criterion by criterion. */
export const MockMissExplanationSchema = z.object({
  message: z.string(),
  closest: z
    .object({
      configId: z.string(),
      configName: z.string(),
      routeId: z.string(),
      method: z.string(),
      path: z.string(),
    })
    .optional(),
  criteria: z.array(MockCriterionSchema),
});
export type MockMissExplanation = z.infer<typeof MockMissExplanationSchema>;

export const MockLogEntrySchema = z.object({
  id: z.string(),
  configId: z.string().nullable(),
  routeId: z.string().nullable(),
  method: z.string(),
  url: z.string(),
  /** The request body as text, cut at the log's limit. */
  body: z.string(),
  timestamp: z.string(),
  matched: z.boolean(),
  status: z.number().int(),
  /** A failed response script's message. */
  error: z.string().nullable(),
  explanation: MockMissExplanationSchema.nullable(),
});
export type MockLogEntry = z.infer<typeof MockLogEntrySchema>;

export const MockStatsSchema = z.object({
  totalConfigs: z.number().int(),
  enabledConfigs: z.number().int(),
  totalRoutes: z.number().int(),
  totalRequests: z.number().int(),
  matchedRequests: z.number().int(),
  /** Requests of the last hour. */
  recentRequests: z.number().int(),
});
export type MockStats = z.infer<typeof MockStatsSchema>;
