/**
 * `@styleprint/coach-content`: the coach screen's pure data (topics, sample conversations and the placeholder phrases a reply must not show)
 * and the pure functions that make a long paste fit the analysis limit (paste/).
 * Nothing here imports the AI SDK, the NLP model or Node: the web can import it safely.
 */
export * from './topics.js';
export * from './samples.js';
export * from './placeholders.js';
export * from './paste/index.js';
