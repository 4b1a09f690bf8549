/**
 * `@styleprint/coach-content`: the coach screen's pure data (topics, sample conversations and the placeholder phrases a reply must not show).
 * Nothing here imports the AI SDK, the NLP model or Node: the web can import it safely.
 */
export * from './topics.js';
export * from './samples.js';
export * from './placeholders.js';
