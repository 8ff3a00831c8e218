// An operation's responses as saved examples, one per status, in the shape Postman files write
// (name, code, status, header, body, originalRequest): the model keeps examples as Postman wrote
// them, so they export to Postman unchanged and the mock server answers from them.
import type { JsonRecord } from '../untrusted.js';
import { isRecord } from '../untrusted.js';
import { bodyOfMedia, chosenMediaType } from './openApiBody.js';

/** The status a response key stands for: `default` and ranges such as `2XX` take a representative. */
function statusCode(key: string): number {
  if (key === 'default') return 500;
  const code = Number(key.replace(/X/gi, '0'));
  return Number.isInteger(code) && code >= 100 && code <= 599 ? code : 500;
}

/** The example's body text: raw bodies as they are; a form sample as JSON text, the closest kept shape. */
function bodyText(mediaType: string, media: JsonRecord): { text: string; language: string } {
  const body = bodyOfMedia(mediaType, media);
  if (body.mode === 'raw') return { text: body.raw, language: body.language };
  if (body.mode === 'urlencoded') {
    return {
      text: body.urlencoded.map((row) => `${row.key}=${encodeURIComponent(row.value)}`).join('&'),
      language: 'text',
    };
  }
  return { text: '', language: 'text' };
}

export interface OriginalRequest {
  method: string;
  url: string;
}

export function responseExamples(operation: JsonRecord, request: OriginalRequest): Record<string, unknown>[] {
  const responses = isRecord(operation['responses']) ? operation['responses'] : {};
  return Object.entries(responses).flatMap(([key, response]) => {
    if (!isRecord(response)) return [];
    const content = isRecord(response['content']) ? response['content'] : {};
    const mediaType = chosenMediaType(content);
    const media = mediaType === undefined ? undefined : content[mediaType];
    const { text, language } =
      mediaType !== undefined && isRecord(media) ? bodyText(mediaType, media) : { text: '', language: 'text' };
    const headers = isRecord(response['headers']) ? Object.keys(response['headers']) : [];
    const description = typeof response['description'] === 'string' ? response['description'].trim() : '';
    return [
      {
        name: description || key,
        originalRequest: { method: request.method, url: request.url, header: [] },
        code: statusCode(key),
        status: description || key,
        header: [
          ...(mediaType !== undefined ? [{ key: 'Content-Type', value: mediaType }] : []),
          ...headers.map((name) => ({ key: name, value: '' })),
        ],
        _postman_previewlanguage: language,
        body: text,
      },
    ];
  });
}
