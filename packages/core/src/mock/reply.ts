// The reply a hit gives: its response's status and delay, headers and body with placeholders
// filled, and the JSON content type unless the route names another.
import { withDynamicVariables } from '../variables/dynamicVariables.js';
import { serialiseBody } from './compile.js';
import type { MockHit } from './match.js';
import { MOCK_DEFAULT_CONTENT_TYPE } from './model.js';
import { renderJsonTemplate, renderTextTemplate } from './render.js';

export interface MockReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  delay: number;
}

function withContentType(headers: Record<string, string>): Record<string, string> {
  const named = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  return named ? headers : { ...headers, 'Content-Type': MOCK_DEFAULT_CONTENT_TYPE };
}

export async function replyFor(hit: MockHit): Promise<MockReply> {
  const { response, staticBody } = hit.response;
  if (staticBody !== undefined) {
    return {
      status: response.status,
      headers: withContentType(response.headers),
      body: staticBody,
      delay: response.delay,
    };
  }
  return withDynamicVariables(() => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers))
      headers[name] = renderTextTemplate(value, hit.context);
    return {
      status: response.status,
      headers: withContentType(headers),
      body: serialiseBody(renderJsonTemplate(response.body, hit.context)),
      delay: response.delay,
    };
  });
}
