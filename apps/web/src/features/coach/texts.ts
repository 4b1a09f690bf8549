/**
 * Every word of the AI Coach screen (/chat) in one place. Texts the spec quotes (docs/product.md#s2, #s4, #s5, #s8)
 * are word for word; the rest are ours and say so.
 */

const COACH_TEXT_CHAT_FAILURE =
  "I'm sorry, I can't respond right now due to a service connectivity issue. Please check your internet connection, try refreshing the page, or contact support if the problem continues.";

export const COACH_TEXT = {
  pageTitle: 'AI Coach',
  heading: 'AI Coach',
  // Ours.
  lead: 'Check a conversation against your communication profile, or ask your coach anything.',

  /** docs/product.md#s2, #s4: the connection-status badge. */
  status: {
    testing: 'Testing Connection...',
    connected: 'AI Connected',
    disconnected: 'AI Disconnected',
  },

  startOver: 'Start Over',
  /** docs/product.md#s5. */
  confirmClear: 'Are you sure you want to clear the conversation? This action cannot be undone.',

  /** docs/product.md#s2: the two modes. */
  modes: {
    label: 'Coach mode',
    analyze: 'Analyze Conversation',
    chat: 'Chat Mode',
  },

  /** docs/product.md#s2: the disconnected banner. */
  banner: {
    title: 'Connection Issue Detected',
    // Ours.
    message:
      "The AI coach can't be reached right now. Check your internet connection, then retry or refresh the page.",
    refresh: 'Refresh Page',
    retry: 'Retry Connection',
  },

  /** docs/product.md#s2: the screen without a profile. */
  profileRequired: {
    title: 'Communication Profile Required',
    // Ours.
    message:
      'The coach tailors every analysis and answer to your communication style. Take the short assessment first, then come back.',
    action: 'Complete Assessment',
  },

  /** Ours: the compact profile summary. */
  profileSummary: {
    heading: 'Your communication profile',
    mbti: 'MBTI',
    disc: 'DiSC',
    thinking: 'Thinking',
    strengths: 'Strengths',
    notLoaded: 'Your profile will appear here once the coach is connected.',
  },

  loadingProfile: 'Loading your profile',

  analyze: {
    fieldLabel: 'Conversation to analyze',
    // Ours.
    placeholder:
      'Paste a conversation, e.g.\nAlex: Can you send the report today?\nMe: I think maybe tomorrow could work?',
    hint: 'Enter analyzes; Shift+Enter starts a new line.',
    /** docs/product.md#s5: the counter. */
    counter: (count: number, max: number) => `${count}/${max}`,
    tooLong: (max: number) =>
      `Shorten the conversation to at most ${max} characters to analyze it.`,
    submit: 'Analyze Conversation',
    /** docs/product.md#s5: the analyze button while disconnected. */
    unavailable: 'AI Service Unavailable',
    busy: 'Analyzing your conversation...',
    upload: 'Upload .txt file',
    uploadHint: 'Plain text, under 1MB.',
    samplesHeading: 'Sample conversations',
    samplesHint: 'Pick one to see how the coach reads a conversation.',
    /** Ours: the chat message a successful analysis starts with. */
    request: (conversation: string) => `Please analyze this conversation:\n\n${conversation}`,

    /**
     * Ours: the notice under the box when a paste, a file or a sample longer than the limit was
     * made to fit (cleaned, then its latest part kept: fitPaste in @styleprint/coach-content,
     * which also writes the labels of the parts to choose from).
     */
    longPaste: {
      was: (source: 'paste' | 'file' | 'sample', chars: number) =>
        `${source === 'file' ? 'The file' : source === 'sample' ? 'The sample' : 'Your paste'} was ${chars.toLocaleString('en-US')} characters.`,
      removed: (parts: readonly string[]) => `Removed: ${parts.join(', ')}.`,
      parts: {
        'quoted-history': (count: number) =>
          count === 1 ? 'a quoted copy of an earlier email' : 'quoted copies of earlier emails',
        signature: (count: number) =>
          count === 1
            ? 'contact details from a signature'
            : `contact details from ${count} signatures`,
        footer: (count: number) => (count === 1 ? 'a legal footer' : `${count} legal footers`),
        'sent-from': (count: number) =>
          count === 1 ? 'a “Sent from my phone” line' : `${count} “Sent from my phone” lines`,
        spaces: 'extra blank lines and spaces',
      },
      units: {
        message: ['message', 'messages'],
        paragraph: ['paragraph', 'paragraphs'],
        line: ['line', 'lines'],
      },
      fitsNow: 'Now it fits: the coach will read all of it.',
      latest: (kept: number, total: number, units: string, leftOut: number, newestFirst: boolean) =>
        `The coach will read the latest ${kept === 1 ? '' : `${kept} `}of ${total} ${units}; ${
          newestFirst
            ? leftOut === 1
              ? 'the oldest is'
              : `the ${leftOut} oldest are`
            : leftOut === 1
              ? 'the first is'
              : `the first ${leftOut} are`
        } left out.`,
      /** "messages 3–8", "message 4", "messages 1–2 and 5" (a draft kept under a thread). */
      range: (unit: string, units: string, from: number, to: number, pinned: number | null) =>
        pinned !== null
          ? `${units} ${from === to ? from : `${from}–${to}`} and ${pinned}`
          : from === to
            ? `${unit} ${from}`
            : `${units} ${from}–${to}`,
      chosen: (range: string, total: number, leftOut: number) =>
        `The coach will read ${range} of ${total}, the part you chose; ${
          leftOut === 1 ? 'the other one is' : `the other ${leftOut} are`
        } left out.`,
      cut: (unit: string, max: number, keeps: 'beginning' | 'end') =>
        `That ${unit} alone is longer than ${max} characters, so only its ${keeps} is kept.`,
      partLabel: 'Part to read',
      useWhole: 'Use the whole paste',
    },
  },

  /** docs/product.md#s5: upload alerts, word for word. */
  upload: {
    notText: 'Please select a text file (.txt)',
    tooLarge: 'File size must be less than 1MB',
    readFailed: 'Error reading file. Please try again.',
  },

  results: {
    heading: 'Analysis Results',
    continueChat: 'Continue in Chat Mode',
    analyzeAnother: 'Analyze Another',
    // Ours (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md): the safety warning, the speaker choice and "too little to read".
    safetyHeading: 'Check before you act',
    // Ours: said instead of reading the whole analysis out; focus moves to the reply.
    ready: 'Analysis ready',
    speakerHint:
      'Choose who you are, and the coach will read the conversation again from your side.',
    speakerButton: (name: string) => `I am ${name}`,
    clarifyHint: 'Pick one, or type what happened in your own words.',
    speakerBusy: 'Reading the conversation again…',
    tooLittle: (names: readonly string[]) =>
      `${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`} wrote too little to read a style (under about 20 words), so the advice works with any style.`,
  },

  /**
   * Ours (docs/decisions/0127-coach-reading-shown-and-corrected.md): how the coach read a pasted
   * conversation, above its answer, with "Not right?" to choose another reading.
   */
  reading: {
    heading: "What's going on",
    unsure: "I'm not sure I've read this right. My best guess:",
    goal: 'What the answer helps you do:',
    chosen: 'You chose this reading; the answer is written for it.',
    notRight: 'Not right?',
    question: 'Which is closer to what is going on?',
    whoQuestion: 'Or did I mix up who is who? Which of these is you?',
    hint: 'Pick one and the coach rewrites its answer for it.',
    /** The chat message a corrected analysis starts with. */
    request: (sentence: string) => `Read it this way instead: ${sentence}`,
  },

  /** Headings of a coach reply; docs/product.md#s8 gives the last two. */
  reply: {
    style: 'Communication Style',
    insights: 'Key Insights',
    suggested: 'Suggested Improved Response',
    advice: 'Coaching Advice',
    // Ours (decision 0104): whose results the reply used for the person chosen, in the pair
    // guide's words.
    fromOwnResults: (name: string) =>
      `From ${name}’s own results: the advice uses only the results they share with you.`,
    fromGuess: (name: string) =>
      `From your guess: the advice uses the styles you keep for ${name}.`,
    // Ours: when cleaning leaves nothing to show.
    empty:
      "The coach didn't find anything specific to say about this. Try adding more detail or rephrasing.",
  },

  /**
   * Ours (docs/decisions/0125-coach-safety-moments.md): the card a reply becomes when the coach
   * answers a moment that comes before coaching. The coach writes the words inside; these are the
   * card's own headings, and which numbers and sites may become links.
   */
  moment: {
    title: {
      crisis: "You don't have to face this alone",
      harassment: 'This is not acceptable',
      violence: 'Your safety comes first',
      medical: 'A question for a doctor or pharmacist',
      legal: 'A question for an employment adviser',
    },
    steps: 'What you can do',
    /** The crisis reply holds the lines: it is help to act on, not a message to send. */
    lines: 'Help right now',
    say: {
      harassment: 'What you can say',
      violence: 'What you can tell HR or security',
    },
    /** Only these become links: phone numbers a person can call, and the sites named beside them. */
    callable: [
      '988',
      '116 123',
      '13 11 14',
      '911',
      '999',
      '112',
      '000',
      '0300 123 1100',
      '1-800-669-4000',
      '1300 656 419',
      '13 13 94',
      '0800 496 877',
      '0800 20 90 20',
      '0861 16 16 16',
    ],
    sites: [
      'findahelpline.com',
      'eeoc.gov',
      'acas.org.uk',
      'equalityadvisoryservice.com',
      'workplacerelations.ie',
      'ihrec.ie',
      'humanrights.gov.au',
      'fairwork.gov.au',
      'hrc.co.nz',
      'employment.govt.nz',
      'ccma.org.za',
      'sahrc.org.za',
    ],
    call: (number: string) => `Call ${number}`,
  },

  chat: {
    heading: 'Conversation with your coach',
    logLabel: 'Messages',
    // Ours.
    empty: 'Ask anything about communicating in your style, or start from a topic above.',
    you: 'You',
    coach: 'AI Coach',
    fieldLabel: 'Your message',
    placeholder: 'Ask your coach...',
    hint: 'Enter sends; Shift+Enter starts a new line.',
    tooLong: (max: number) => `Shorten your message to at most ${max} characters to send it.`,
    send: 'Send',
    /** docs/product.md#s4. */
    thinking: 'AI is thinking...',
    topicsHeading: 'Coaching topics',
    newReply: (text: string) => `AI Coach replied: ${text}`,
    // Ours: said after Start Over clears the conversation.
    cleared: 'Conversation cleared',
    detail: 'Details:',
  },

  /** docs/product.md#s8: the assistant messages after a failed call (the spec gives their gist). */
  failures: {
    analysis:
      "I'm sorry, I'm experiencing technical difficulties analyzing your conversation right now. Please check your internet connection and try refreshing the page.",
    chat: COACH_TEXT_CHAT_FAILURE,
    /** The chat failure naming the configured support address; without one, the text above. */
    chatWith: (supportEmail: string | null) =>
      supportEmail
        ? `I'm sorry, I can't respond right now due to a service connectivity issue. Please check your internet connection, try refreshing the page, or contact support (${supportEmail}) if the problem continues.`
        : COACH_TEXT_CHAT_FAILURE,
  },

  /** docs/product.md#s8: the errors of the two coach calls. */
  errors: {
    analysisNetwork: 'Network connection failed during conversation analysis',
    chatNetwork: 'Network connection failed during chat',
    analysisFallback: 'Failed to analyze conversation',
    chatFallback: 'Failed to send chat message',
  },
} as const;
