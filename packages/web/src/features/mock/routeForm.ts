// The Add New Route form as text fields, and the route it stands for: bodies and headers are JSON
// typed by the user, an empty body is an empty object, and a body that is not JSON is refused
// with the product's own message. Further responses and their conditions are the rules editor's.
import { MockRouteInputSchema, type MockMethod, type MockResponseMode, type MockRoute } from '@courier/core';
import { alternativesOfForm, formOfAlternatives, type AlternativeForm, type FieldErrors } from './alternativesForm.js';
import { MOCK_TEXT } from './mockMessages.js';

export interface RouteForm {
  method: MockMethod;
  path: string;
  status: string;
  delay: string;
  headers: string;
  body: string;
  mode: MockResponseMode;
  alternatives: AlternativeForm[];
  script: string;
  enabled: boolean;
}

export const EMPTY_ROUTE_FORM: RouteForm = {
  method: 'GET',
  path: '',
  status: '200',
  delay: '0',
  headers: '{\n  "Content-Type": "application/json"\n}',
  body: '',
  mode: 'rules',
  alternatives: [],
  script: '',
  enabled: true,
};

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

export function formOfRoute(route: MockRoute): RouteForm {
  return {
    method: route.method,
    path: route.path,
    status: String(route.response.status),
    delay: String(route.response.delay),
    headers: pretty(route.response.headers),
    body: pretty(route.response.body),
    mode: route.mode,
    alternatives: formOfAlternatives(route.alternatives),
    script: route.script,
    enabled: route.enabled,
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The route, or the message for the first field that is wrong (and the rules editor's own, by place). */
export function routeOfForm(
  form: RouteForm,
): { route: Omit<MockRoute, 'id'> } | { error: string; fieldErrors?: FieldErrors } {
  if (form.path.trim() === '') return { error: MOCK_TEXT.pathRequired };
  const body = form.body.trim() === '' ? { ok: true as const, value: {} } : parseJson(form.body);
  if (!body.ok) return { error: MOCK_TEXT.routeBodyInvalid };
  const headers = form.headers.trim() === '' ? { ok: true as const, value: {} } : parseJson(form.headers);
  if (!headers.ok) return { error: MOCK_TEXT.routeFailed('the headers are not valid JSON') };
  const alternatives = alternativesOfForm(form.alternatives, form.mode, form.path);
  const problems = Object.keys(alternatives.errors).length;
  if (problems > 0) {
    const reason =
      problems === 1
        ? 'one field of the further responses is wrong'
        : `${problems} fields of the further responses are wrong`;
    return { error: MOCK_TEXT.routeFailed(reason), fieldErrors: alternatives.errors };
  }
  const parsed = MockRouteInputSchema.safeParse({
    method: form.method,
    path: form.path.trim(),
    response: { status: Number(form.status), delay: Number(form.delay), headers: headers.value, body: body.value },
    mode: form.mode,
    alternatives: alternatives.alternatives,
    script: form.script,
    enabled: form.enabled,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      error: MOCK_TEXT.routeFailed(issue ? `${issue.path.join('.')}: ${issue.message}` : 'the route is invalid'),
    };
  }
  return { route: parsed.data };
}
