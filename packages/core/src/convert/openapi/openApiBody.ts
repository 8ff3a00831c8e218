// A request body from an operation's `requestBody`: the media type's own example when the document
// gives one, else a sample openapi-sampler generates from its schema. The body mode follows the
// media type: JSON, XML and text are raw text, forms are form rows (binary properties as file
// parts), anything else is a file to pick. The request sends one body; the first declared media
// type is it, preferring JSON as Postman's importer does.
import { sample } from 'openapi-sampler';
import type { Body, FormPart } from '../../model/body.js';
import type { KeyValue } from '../../model/keyValue.js';
import { isRecord, listOf, type JsonRecord } from '../untrusted.js';
import { exampleOf, fieldText } from './exampleValue.js';

export interface OpenApiBody {
  body: Body;
  /** The media type sent, for the Content-Type header; undefined without a body. */
  contentType: string | undefined;
}

type SampleOptions = Parameters<typeof sample>[1];

/** Generates a value from a schema; a schema openapi-sampler cannot follow yields nothing. */
function sampleOf(schema: unknown, options: SampleOptions = {}): unknown {
  if (!isRecord(schema)) return undefined;
  try {
    return sample(schema as Parameters<typeof sample>[0], { skipReadOnly: true, quiet: true, ...options });
  } catch {
    // The sampler throws on schemas it does not model (an unknown `type`); the body stays empty
    // and the user writes it, rather than the whole document failing to import.
    return undefined;
  }
}

const isJsonMediaType = (type: string): boolean => /[/+]json\b/i.test(type) || /^application\/json/i.test(type);
const isXml = (type: string): boolean => /[/+]xml\b/i.test(type);

/** The media type the request sends: JSON when declared, else the first one. */
export function chosenMediaType(content: JsonRecord): string | undefined {
  const types = Object.keys(content);
  return types.find(isJsonMediaType) ?? types[0];
}

/** The value a media type stands for: its example, else generated. */
function valueOf(media: JsonRecord, options?: SampleOptions): unknown {
  const example = exampleOf(media);
  return example.found ? example.value : sampleOf(media['schema'], options);
}

/** The properties a form schema declares, with the ones the schema requires. */
function formProperties(media: JsonRecord): { values: JsonRecord; required: Set<string>; schema: JsonRecord } {
  const schema = isRecord(media['schema']) ? media['schema'] : {};
  const value = valueOf(media);
  return {
    values: isRecord(value) ? value : {},
    required: new Set(listOf(schema['required']).filter((name): name is string => typeof name === 'string')),
    schema: isRecord(schema['properties']) ? schema['properties'] : {},
  };
}

function urlencodedRows(media: JsonRecord): KeyValue[] {
  const { values, required } = formProperties(media);
  return Object.entries(values).map(([key, value]) => ({
    key,
    value: fieldText(value),
    enabled: required.size === 0 || required.has(key),
  }));
}

function isBinary(schema: unknown): boolean {
  if (!isRecord(schema)) return false;
  if (schema['format'] === 'binary' || schema['format'] === 'base64' || typeof schema['contentMediaType'] === 'string')
    return true;
  return schema['type'] === 'array' && isBinary(schema['items']);
}

function formDataParts(media: JsonRecord): FormPart[] {
  const { values, required, schema } = formProperties(media);
  return Object.entries(values).map(([key, value]): FormPart => {
    const enabled = required.size === 0 || required.has(key);
    return isBinary(schema[key])
      ? { key, type: 'file', src: [], enabled }
      : { key, type: 'text', value: fieldText(value), enabled };
  });
}

function rawText(media: JsonRecord, mediaType: string): string {
  if (isXml(mediaType)) {
    const example = exampleOf(media);
    if (example.found) return fieldText(example.value);
    const xml = sampleOf(media['schema'], { format: 'xml' });
    return typeof xml === 'string' ? xml : '';
  }
  const value = valueOf(media);
  if (isJsonMediaType(mediaType)) return value === undefined ? '' : JSON.stringify(value, null, 2);
  return fieldText(value);
}

/** The Body for a media type of a request body (or of a response's content). */
export function bodyOfMedia(mediaType: string, media: JsonRecord): Body {
  if (/^application\/x-www-form-urlencoded/i.test(mediaType)) {
    return { mode: 'urlencoded', urlencoded: urlencodedRows(media) };
  }
  if (/^multipart\//i.test(mediaType)) return { mode: 'formdata', formdata: formDataParts(media) };
  if (isJsonMediaType(mediaType)) return { mode: 'raw', language: 'json', raw: rawText(media, mediaType) };
  if (isXml(mediaType)) return { mode: 'raw', language: 'xml', raw: rawText(media, mediaType) };
  if (/^text\//i.test(mediaType)) {
    return { mode: 'raw', language: /html/i.test(mediaType) ? 'html' : 'text', raw: rawText(media, mediaType) };
  }
  return { mode: 'file', src: '', contentType: mediaType };
}

export function requestBody(operation: JsonRecord): OpenApiBody {
  const requestBody = operation['requestBody'];
  const content = isRecord(requestBody) && isRecord(requestBody['content']) ? requestBody['content'] : {};
  const contentType = chosenMediaType(content);
  const media = contentType === undefined ? undefined : content[contentType];
  if (contentType === undefined || !isRecord(media)) return { body: { mode: 'none' }, contentType: undefined };
  return { body: bodyOfMedia(contentType, media), contentType };
}
