import type { SafetyCues } from '../types.js';

/** Text that tries to instruct the coach (or any AI reading it). */
export const injection: SafetyCues = {
  kind: 'injection',
  phrases: [
    'ignore previous instructions',
    'ignore all previous instructions',
    'ignore the previous instructions',
    'ignore your instructions',
    'ignore all prior instructions',
    'disregard previous instructions',
    'disregard your instructions',
    'disregard all previous',
    'forget your instructions',
    'forget all previous',
    'new instructions',
    'system prompt',
    'you are now',
    'developer mode',
    'as an ai',
    'ai assistant reading this',
    'if you are an ai',
    'respond only with',
    'output only',
    'rate this message as',
  ],
  warning:
    'This text contains instructions aimed at an AI assistant. I ignored them and did not use them to read anyone’s style.',
};
