// What the Workspace Management view says when a call fails: each text is followed by the reason.
export const WORKSPACE_FAILURES = {
  create: 'Error creating workspace',
  addMember: 'Error adding member',
  createTemplate: 'Error creating template',
  backup: 'Error creating backup',
  switch: 'Error switching workspace',
  useTemplate: 'Error using template',
  download: 'Error downloading backup',
  restore: 'Error restoring backup',
  settings: 'Error saving settings',
} as const;
