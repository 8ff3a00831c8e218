/** The guide's sections, in the order the navigation lists them. */
export const SECTION_IDS = [
  'overview',
  'getting-started',
  'api-builder',
  'mock-server',
  'websocket',
  'team-collaboration',
  'advanced-response',
  'workspace-management',
  'collection-runner',
  'themes',
  'tips-tricks',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export function isSectionId(id: string): id is SectionId {
  return (SECTION_IDS as readonly string[]).includes(id);
}
