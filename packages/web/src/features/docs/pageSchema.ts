// The front matter of a guide page, as the Markdown files under content/ write it. A file that
// does not match fails the build's tests, so a typo cannot ship as a broken page.
import * as z from 'zod';

/** A page address: a section, or a section and one of its subsections, in lowercase kebab-case. */
const ADDRESS_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
const StepIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase kebab-case');
const AddressSchema = z.string().regex(ADDRESS_PATTERN, 'must be a section or section.subsection address');

const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

const CODE_LANGUAGES = ['sh', 'json', 'js', 'yaml', 'http', 'text'] as const;

const CodeSchema = z.strictObject({
  language: z.enum(CODE_LANGUAGES),
  text: z.string().min(1),
});

const TryItSchema = z.strictObject({
  method: z.string().regex(/^[A-Z]+$/, 'must be an upper-case HTTP method'),
  url: z.string().min(1),
  headers: z.record(z.string(), z.string()).default({}),
  body: z.string().default(''),
});
export type TryIt = z.infer<typeof TryItSchema>;

/** How the app tells a step is done; each kind reads the app's real state (checks/). */
const CheckSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('lastResponseStatus'), status: z.number().int().min(100).max(599) }),
  z.strictObject({ kind: z.literal('environmentExists'), name: z.string().min(1) }),
  z.strictObject({ kind: z.literal('requestSaved'), nameContains: z.string().min(1).optional() }),
  z.strictObject({ kind: z.literal('collectionExists'), nameContains: z.string().min(1).optional() }),
  z.strictObject({ kind: z.literal('mockConfigExists') }),
  z.strictObject({ kind: z.literal('themeActive'), themeName: z.string().min(1).optional() }),
  z.strictObject({ kind: z.literal('runnerFinished') }),
  z.strictObject({ kind: z.literal('websocketConnected') }),
  z.strictObject({ kind: z.literal('cachedResponseExists') }),
]);
export type StepCheck = z.infer<typeof CheckSchema>;
export type CheckKind = StepCheck['kind'];

const StepSchema = z.strictObject({
  id: StepIdSchema,
  title: z.string().min(1),
  body: z.string().default(''),
  code: CodeSchema.optional(),
  tryIt: TryItSchema.optional(),
  check: CheckSchema.optional(),
  expected: z.string().min(1).optional(),
});
export type Step = z.infer<typeof StepSchema>;

export const FrontMatterSchema = z
  .strictObject({
    title: z.string().min(1),
    summary: z.string().min(1),
    difficulty: z.enum(DIFFICULTIES),
    order: z.number().int().min(0),
    quickStart: z.boolean().default(false),
    related: z.array(AddressSchema).default([]),
    steps: z.array(StepSchema).default([]),
  })
  .superRefine((page, context) => {
    const seen = new Set<string>();
    page.steps.forEach((step, index) => {
      if (seen.has(step.id)) {
        context.addIssue({ code: 'custom', path: ['steps', index, 'id'], message: `'${step.id}' is used twice` });
      }
      seen.add(step.id);
    });
  });
export type FrontMatter = z.infer<typeof FrontMatterSchema>;
