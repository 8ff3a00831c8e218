// A JSON Schema (draft-07) that describes one or several sample bodies: the types seen at each
// place, the keys present in every sample as `required`, array items merged across all samples,
// and a string format when every sample string has it.
import { exceedsJsonDepth } from '../model/jsonDepth.js';
import { AnalysisError } from './errors.js';
import { isPlainObject } from './jsonPath.js';
import { jsonTypeOf, type JsonTypeName } from './jsonType.js';
import { INFERRED_FORMATS, matchesFormat, type InferredFormat } from './stringFormats.js';

const DRAFT_07_SCHEMA_URI = 'http://json-schema.org/draft-07/schema#';

/** Deeper samples are refused: inference recurses, and no API body of interest nests this far. */
const MAX_INFERENCE_DEPTH = 200;

/** What the samples showed at one place of the document. */
interface Shape {
  types: Set<JsonTypeName>;
  /** Objects seen here, and for each key the shape of its values and how many objects had it. */
  objectCount: number;
  properties: Map<string, { shape: Shape; seen: number }>;
  /** Every item of every array seen here. */
  items: Shape | null;
  /** Formats every string seen here matched; null until a string is seen. */
  formats: InferredFormat[] | null;
}

function emptyShape(): Shape {
  return { types: new Set(), objectCount: 0, properties: new Map(), items: null, formats: null };
}

export function inferJsonSchema(samples: unknown[]): Record<string, unknown> {
  if (samples.length === 0) {
    throw new AnalysisError('NO_SAMPLES', 'Choose at least one response to infer a schema from');
  }
  const shape = emptyShape();
  samples.forEach((sample, index) => {
    if (exceedsJsonDepth(sample, MAX_INFERENCE_DEPTH)) {
      throw new AnalysisError('TOO_DEEP', `Sample ${index + 1} nests deeper than ${MAX_INFERENCE_DEPTH} levels`);
    }
    record(shape, sample);
  });
  return { $schema: DRAFT_07_SCHEMA_URI, ...schemaOf(shape) };
}

function record(shape: Shape, value: unknown): void {
  const type = jsonTypeOf(value);
  shape.types.add(type === 'number' && Number.isInteger(value) ? 'integer' : type);
  if (type === 'string') {
    const text = value as string;
    shape.formats = (shape.formats ?? [...INFERRED_FORMATS]).filter((format) => matchesFormat(format, text));
  } else if (type === 'array') {
    for (const item of value as unknown[]) record((shape.items ??= emptyShape()), item);
  } else if (isPlainObject(value)) {
    shape.objectCount += 1;
    for (const [key, child] of Object.entries(value)) {
      let property = shape.properties.get(key);
      if (!property) shape.properties.set(key, (property = { shape: emptyShape(), seen: 0 }));
      property.seen += 1;
      record(property.shape, child);
    }
  }
}

function schemaOf(shape: Shape): Record<string, unknown> {
  const types = [...shape.types];
  // An integer is a number too: a field seen as 3 and as 2.5 is a number.
  const merged = types.includes('number') ? types.filter((type) => type !== 'integer') : types;
  const schema: Record<string, unknown> = { type: merged.length === 1 ? merged[0] : merged };
  if (shape.types.has('object')) {
    schema.properties = Object.fromEntries(
      [...shape.properties].map(([key, property]) => [key, schemaOf(property.shape)]),
    );
    const required = [...shape.properties].filter(([, property]) => property.seen === shape.objectCount);
    if (required.length > 0) schema.required = required.map(([key]) => key);
  }
  if (shape.items) schema.items = schemaOf(shape.items);
  const format = shape.formats?.[0];
  if (format) schema.format = format;
  return schema;
}
