import { messageOf } from '../errors.js';
import { ImportError } from './errors.js';

/** The value a JSON import file holds (the collection formats are JSON only). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportError('INVALID_JSON', messageOf(error), { cause: error });
  }
}
