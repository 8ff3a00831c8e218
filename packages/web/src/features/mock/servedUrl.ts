// The address a configuration answers at: this server's origin, /mock/<slug>, then its base path.
import { basePathOf, type MockConfig } from '@courier/core';

export function servedUrl(config: Pick<MockConfig, 'slug' | 'baseUrl'>, origin = window.location.origin): string {
  let base: string[] = [];
  try {
    base = basePathOf(config.baseUrl);
  } catch {
    base = [];
  }
  return `${origin}/mock/${config.slug}${base.map((segment) => `/${segment}`).join('')}`;
}
