import type { HttpResponse } from '@courier/core';

const EXTENSIONS: Array<[RegExp, string]> = [
  [/json/, 'json'],
  [/html/, 'html'],
  [/xml/, 'xml'],
  [/javascript/, 'js'],
  [/css/, 'css'],
  [/csv/, 'csv'],
  [/text\//, 'txt'],
  [/png/, 'png'],
  [/jpe?g/, 'jpg'],
  [/gif/, 'gif'],
  [/pdf/, 'pdf'],
];

function contentTypeOf(response: Pick<HttpResponse, 'headers'>): string {
  return response.headers.find((header) => header.name.toLowerCase() === 'content-type')?.value ?? '';
}

/** The Download action's file: the body's bytes, named after its content type. */
export function bodyFile(response: Pick<HttpResponse, 'headers' | 'body' | 'bodyEncoding'>): {
  blob: Blob;
  name: string;
} {
  const type = contentTypeOf(response);
  const extension = EXTENSIONS.find(([pattern]) => pattern.test(type))?.[1] ?? 'bin';
  const bytes =
    response.bodyEncoding === 'base64'
      ? Uint8Array.from(atob(response.body), (char) => char.charCodeAt(0))
      : new TextEncoder().encode(response.body);
  return { blob: new Blob([bytes], { type: type || 'application/octet-stream' }), name: `response.${extension}` };
}

export function download({ blob, name }: { blob: Blob; name: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
