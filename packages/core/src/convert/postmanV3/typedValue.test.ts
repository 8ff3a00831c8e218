import { describe, expect, it } from 'vitest';
import { textValue, typedValue } from './typedValue.js';

const roundTrip = (row: Record<string, unknown>) => typedValue(textValue(row));

describe('a v2.1 value in a v3 file', () => {
  it('is written as text, as Postman asks, and a number or boolean its type names reads back as one', () => {
    expect(textValue({ value: 5, type: 'number' })).toEqual({ value: '5', type: 'number' });
    expect(roundTrip({ value: 5, type: 'number' })).toEqual({ value: 5, type: 'number' });
    expect(roundTrip({ value: false, type: 'boolean' })).toEqual({ value: false, type: 'boolean' });
  });

  it('stays text when its type names a kind the text is not', () => {
    expect(roundTrip({ value: '0', type: 'boolean' })).toEqual({ value: '0', type: 'boolean' });
    expect(roundTrip({ value: 'soon', type: 'number' })).toEqual({ value: 'soon', type: 'number' });
  });

  it('keeps a list, an object or null as it is', () => {
    expect(roundTrip({ value: { a: [1] } })).toEqual({ value: { a: [1] } });
    expect(roundTrip({ value: null, type: 'any' })).toEqual({ value: null, type: 'any' });
  });
});
