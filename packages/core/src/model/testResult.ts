import * as z from 'zod';

/** One `pm.test` outcome. */
export const TestResultSchema = z.object({
  name: z.string(),
  passed: z.boolean(),
  /** `pm.test.skip` records a test without running it; skipped tests count as neither. */
  skipped: z.boolean().optional(),
  duration: z.number().nonnegative().default(0),
  error: z.string().optional(),
  /**
   * The failure as chai words it (`expected [ 1, 2 ] to include 3`), kept when the sandbox replaced
   * it with the spec's wording in `error`: the CLI reports a Postman collection's failures in it, as
   * Newman does.
   */
  chaiError: z.string().optional(),
  timestamp: z.string().default(() => new Date().toISOString()),
});
export type TestResult = z.infer<typeof TestResultSchema>;

const LOG_LEVELS = ['log', 'info', 'warn', 'error'] as const;
export const LogEntrySchema = z.object({
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  timestamp: z.string(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** Totals of one script's tests: passRate in percent, one decimal. */
export interface TestSummary {
  total: number;
  passed: number;
  failed: number;
  passRate: number;
  totalDuration: number;
}

export function summarizeTests(tests: readonly TestResult[]): TestSummary {
  const counted = tests.filter((test) => !test.skipped);
  const passed = counted.filter((test) => test.passed).length;
  const total = counted.length;
  return {
    total,
    passed,
    failed: total - passed,
    passRate: total === 0 ? 0 : Math.round((passed / total) * 1000) / 10,
    totalDuration: counted.reduce((sum, test) => sum + test.duration, 0),
  };
}
