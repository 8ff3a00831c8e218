import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_SCHEMA } from './analysisMessages.js';
import { readSchemaForm } from './schemaForm.js';

const form = { name: 'User', description: ' The user ', tags: 'users, v2 ,, users', schemaText: PLACEHOLDER_SCHEMA };

describe('the Create Response Schema form', () => {
  it('sends the name, the description, the tags once each and the schema object', () => {
    expect(readSchemaForm(form)).toEqual({
      ok: true,
      schema: {
        name: 'User',
        description: 'The user',
        tags: ['users', 'v2'],
        schema: { type: 'object', properties: { success: { type: 'boolean' } }, required: ['success'] },
      },
    });
  });

  it("refuses schema text that is not JSON in the product's words", () => {
    for (const schemaText of ['', '{"type":', "{type: 'object'}"]) {
      expect(readSchemaForm({ ...form, schemaText })).toEqual({
        ok: false,
        field: 'schema',
        message: 'Error creating schema. Please check JSON format.',
      });
    }
  });

  it('needs a name and a JSON object', () => {
    expect(readSchemaForm({ ...form, name: '  ' })).toMatchObject({ ok: false, field: 'name' });
    expect(readSchemaForm({ ...form, schemaText: '[1]' })).toMatchObject({
      ok: false,
      message: 'Error creating schema: the schema must be a JSON object',
    });
  });
});
