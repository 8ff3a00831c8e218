import { CollectionSchema } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { namesOf } from './unsavedCollections.js';

const named = (...names: string[]) => names.map((name, index) => CollectionSchema.parse({ id: `c${index}`, name }));

describe('the names the storage banner gives', () => {
  it('names one or two collections, and counts the rest', () => {
    expect(namesOf(named('Pets'))).toBe('“Pets”');
    expect(namesOf(named('Pets', 'Shop'))).toBe('“Pets” and “Shop”');
    expect(namesOf(named('Pets', 'Shop', 'Admin', 'Billing'))).toBe('“Pets”, “Shop” and 2 more');
  });
});
