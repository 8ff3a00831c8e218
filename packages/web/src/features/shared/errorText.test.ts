import { CollectionSchema, parseModel, ValidationError } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { errorText } from './errorText.js';

describe('errorText', () => {
  it("shows a schema's message without the field path", () => {
    let thrown: unknown;
    try {
      parseModel(CollectionSchema, { id: 'c1', name: '   ' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect(errorText(thrown)).toBe('Collection name is required');
  });

  it('shows the message of any other error', () => {
    expect(errorText(new ValidationError('Collection not found'))).toBe('Collection not found');
    expect(errorText('plain text')).toBe('plain text');
  });
});
