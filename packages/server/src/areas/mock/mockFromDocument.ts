// Routes from what users have, refused with a 400 that says why when the document cannot be read.
import {
  CourierError,
  ValidationError,
  importPostmanCollection,
  mockFromCollection,
  mockFromOpenApi,
  MockDocumentSchema,
  type MockRouteInput,
} from '@courier/core';
import * as z from 'zod';
import { describeIssue } from '../../http/validateBody.js';

export interface DocumentMock {
  name: string;
  baseUrl: string;
  routes: MockRouteInput[];
}

export function mockFromDocument(format: 'collection' | 'openapi' | 'courier', document: unknown): DocumentMock {
  try {
    if (format === 'courier') return MockDocumentSchema.parse(document);
    if (format === 'openapi') return mockFromOpenApi(document);
    const { name, routes } = mockFromCollection(importPostmanCollection(document).collection);
    if (routes.length === 0) throw new ValidationError('The collection has no saved example responses to serve');
    return { name, baseUrl: '', routes };
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    if (error instanceof z.ZodError) throw new ValidationError(`Invalid mock document: ${describeIssue(error)}`);
    if (error instanceof CourierError) throw new ValidationError(error.message, { cause: error });
    throw error;
  }
}
