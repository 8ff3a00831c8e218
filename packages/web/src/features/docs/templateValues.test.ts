import { DEFAULT_SERVER_PORT, DEFAULT_THEMES, STANDARD_METHODS } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { FEATURE_AREAS } from './featureAreas.js';
import { fillTemplate, templateValues } from './templateValues.js';

describe('template values', () => {
  it('come from the product: the server’s port, the builder’s methods and auth types, the default themes', () => {
    const values = templateValues('http://127.0.0.1:9000');
    expect(values).toEqual({
      serverPort: String(DEFAULT_SERVER_PORT),
      courierBaseUrl: 'http://127.0.0.1:9000',
      methodCount: String(STANDARD_METHODS.length),
      methodList: 'GET, POST, PUT, DELETE, PATCH, HEAD and OPTIONS',
      bodyMethodList: 'POST, PUT and PATCH',
      mockMethodList: 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS or ALL',
      mockMethodCount: '8',
      authTypeCount: '4',
      themeCount: String(DEFAULT_THEMES.length),
      featureCount: '10',
    });
    expect(FEATURE_AREAS).toHaveLength(10);
  });

  it('fill only the guide’s own placeholders and leave Courier variables as written', () => {
    const values = templateValues('http://localhost:9000');
    expect(fillTemplate('Port {{serverPort}}, {{courierBaseUrl}}/api/echo/get?id={{userId}}', values)).toBe(
      `Port ${DEFAULT_SERVER_PORT}, http://localhost:9000/api/echo/get?id={{userId}}`,
    );
  });
});
