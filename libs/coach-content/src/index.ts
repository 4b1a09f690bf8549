/**
 * `@styleprint/coach-content`: the coach screen's pure data (topics and sample conversations).
 * Nothing here imports the AI SDK, the NLP model or Node: the web can import it safely.
 */
export * from './topics.js';
export * from './samples.js';
