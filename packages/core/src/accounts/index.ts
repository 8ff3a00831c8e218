export * from './passwordStrength.js';
export * from './demoAccount.js';
export * from './accountFields.js';
export * from './accountForms.js';
export * from './fieldErrors.js';
