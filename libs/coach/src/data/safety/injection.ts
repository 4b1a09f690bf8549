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
    // Not "you are now" alone: a support chat says "You are now chatting with Femi".
    'you are now in developer',
    'you are now a different',
    'you are now an unrestricted',
    'you are now dan',
    'from now on you are',
    'from now on you will',
    'pretend you are an ai',
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
