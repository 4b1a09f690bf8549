/** Limits of docs/product.md#s5 and #s9, named once for the web, the API and the coach. */
export const LIMITS = {
  /** Characters of conversation text accepted for analysis. */
  analysisMaxChars: 2000,
  /** Characters of one chat message. */
  chatMaxChars: 1000,
  /** A .txt upload must be strictly smaller than this many bytes ("under 1MB"). */
  uploadMaxBytes: 1024 * 1024,
  /** Chat history items the coach accepts with one message (ours: keeps requests bounded). */
  chatHistoryMaxItems: 40,
  /** Characters of one history item (ours: a reply plus headings fits comfortably). */
  chatHistoryItemMaxChars: 8000,
  /** Optional speaker name naming the user in an analysed conversation (ours). */
  speakerNameMaxChars: 60,
  questionCount: 13,
  /** Follow-up questions one "Sharpen my result" asks at most (ours, decision 0019). */
  followUpMax: 6,
  /** Radar axis of the four thinking scores. */
  thinkingAxisMax: 10,
  /** Bar axis of the four strengths domains. */
  domainAxisMax: 3,
  passwordMinChars: 6,
  /** Sample conversation titles are cut here, with an ellipsis. */
  sampleTruncateChars: 80,
  sampleConversationCount: 7,
  coachingTopicCount: 10,
  /** Height of the chat panel in CSS pixels. */
  chatPanelHeightPx: 600,
  /** How long "Back online! Content synced." stays after reconnecting. */
  onlineNoticeMs: 5000,
  /** Largest count a tally can reach: every question of the assessment. */
  tallyMax: 13,
} as const;
