// What the Advanced Response view says, word for word where the product defines it.
export const ANALYSIS_TEXT = {
  selectTwo: 'Please select exactly 2 responses to compare',
  selectResponseAndSchema: 'Please select both a response and a schema',
  schemaNotJson: 'Error creating schema. Please check JSON format.',
  schemaNameRequired: 'Please enter a schema name',
  createSchemaFailed: 'Error creating schema',
  compareFailed: 'Error comparing responses',
  validateFailed: 'Error validating response',
  inferFailed: 'Error inferring schema',
  importFailed: 'Error importing analysis data',
  exportFailed: 'Error exporting analysis data',
  clearCacheQuestion: 'Are you sure you want to clear the response cache? Every recorded response will be deleted.',
  emptyCache:
    'No recorded responses yet. Every request sent from the Builder is recorded here, with its timing, size and body.',
  emptyComparisons: 'No comparisons yet. Select two responses in the Cache tab and press Compare.',
  emptySchemas: 'No schemas yet. Create one, or infer one from recorded responses.',
  emptyValidations: 'No validations yet. Validate a recorded response against a schema.',
  recordingOff: 'Recording is off: new sends are not recorded.',
} as const;

/** The schema text a new schema starts from: it requires a boolean `success`. */
export const PLACEHOLDER_SCHEMA = JSON.stringify(
  {
    type: 'object',
    properties: { success: { type: 'boolean' } },
    required: ['success'],
  },
  null,
  2,
);
