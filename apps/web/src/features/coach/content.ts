/**
 * The coach screen's pure data: the 10 coaching topics and 7 sample conversations (docs/product.md#s9).
 * Imported here once, so moving them to another lib is a one-line change.
 */
export {
  COACHING_TOPICS,
  SAMPLE_CONVERSATIONS,
  type CoachingTopic,
  type SampleConversation,
} from '@styleprint/coach-content';
