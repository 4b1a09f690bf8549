export * from './limits.js';
export * from './vocabulary.js';
export * from './errors.js';
export * from './validate.js';
export * from './assessment.js';
export * from './profile.js';
export * from './coach.js';
export * from './account.js';
