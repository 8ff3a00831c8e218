// Themes: the records, the four default themes, the derived token contract, contrast and the stylesheet.
export * from './model.js';
export * from './defaults.js';
export * from './contrast.js';
export * from './tokens.js';
export * from './stylesheet.js';
export * from './themeFile.js';
