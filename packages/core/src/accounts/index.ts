export * from './passwordStrength.js';
export * from './demoAccount.js';
