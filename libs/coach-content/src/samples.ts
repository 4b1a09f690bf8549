/**
 * The seven sample conversations of the AI Coach screen (docs/product.md#s2, #s9), one per common format, so a
 * first-time user sees what the coach reads. Each fits the 2000-character analysis limit. Pure data:
 * the web imports it.
 */

export interface SampleConversation {
  id: string;
  title: string;
  /** Which kind of text it shows, for a small badge or tooltip. */
  format: 'chat lines' | 'timestamped chat' | 'chat export' | 'email thread' | 'plain text';
  text: string;
}

export const SAMPLE_CONVERSATIONS: readonly SampleConversation[] = [
  {
    id: 'deadline-pressure',
    title: 'A manager pushing for a deadline',
    format: 'chat lines',
    text: [
      'Jordan: Where are we on the pricing page? I need it live by Thursday.',
      "Me: Hi Jordan! I think we're mostly there, but I was maybe hoping we could look at the copy together first? There are a few things I'm not totally sure about.",
      'Jordan: Not sure what that means. Is it done or not?',
      "Me: Sort of. The layout is done, I just feel like the copy might need another pass, and I'd love your thoughts on it when you have a moment.",
      "Jordan: I don't have time for another review cycle. Send me what you have today and flag the two biggest risks. Decide on the copy yourself.",
      "Me: Okay, sorry about that. I'll try to get something over soon.",
    ].join('\n'),
  },
  {
    id: 'data-review',
    title: 'An analyst questioning your report',
    format: 'timestamped chat',
    text: [
      '[09:14] Dana: I went through the Q3 churn report. Table 2 says 4.2% but the dashboard shows 3.8% for the same period. Which source is correct?',
      "[09:16] Me: Great catch!! Honestly I think both are fine, it's roughly the same story. The big picture is that churn is trending down, which is awesome.",
      '[09:19] Dana: The difference is 40 basis points, which is about 120 accounts. Can you confirm the date range and whether trial accounts were excluded in both?',
      "[09:21] Me: Let's not get lost in the weeds. I'll tidy it up before the exec review.",
      '[09:24] Dana: Please send the query you used and the exact filters. I would rather fix it now than explain the discrepancy on Monday.',
    ].join('\n'),
  },
  {
    id: 'offsite-planning',
    title: 'Planning a team offsite with a numbers-first colleague',
    format: 'chat export',
    text: [
      "14/03/2025, 18:02 - Priya: OMG the offsite!! I have SO many ideas 🎉 What if we did a cooking class together? Everyone would love it and it's such a fun way to bond!",
      '14/03/2025, 18:05 - Sam: Budget is 2,400 for 12 people. Cooking class quotes are 180 per person, so that is 2,160 before travel.',
      '14/03/2025, 18:06 - Priya: Haha ok ok, but think about the energy it would create! The team has had such a rough quarter, they deserve something amazing ❤️',
      '14/03/2025, 18:09 - Sam: Travel is 35 per person. Total 2,580. We are 180 over. Need a decision by Friday.',
      "14/03/2025, 18:11 - Priya: Ugh, you're such a spreadsheet sometimes 😅 Can't we just make it work somehow??",
    ].join('\n'),
  },
  {
    id: 'worried-client',
    title: 'Email reply to a long-time client worried about a change',
    format: 'email thread',
    text: [
      'Hi Maria,',
      '',
      'The migration happens on the 14th. Your account manager changes too. Let me know if there are questions.',
      '',
      'Alex',
      '',
      'On Tue, 4 Mar 2025 at 09:12, Maria Lopez <maria@example.com> wrote:',
      '> Hi Alex,',
      '>',
      "> Thank you for letting us know about the new platform. I have to admit I'm a little nervous about it.",
      '> Our team has used the current system for six years and everyone is comfortable with it.',
      "> Would it be possible to go over what will change for us, step by step? I'd also like to make sure",
      '> we can keep working with Ben, he has been so helpful to us.',
      '>',
      '> Thanks so much for your patience,',
      '> Maria',
    ].join('\n'),
  },
  {
    id: 'priorities-clash',
    title: 'A team disagreement about priorities',
    format: 'chat lines',
    text: [
      "Chris: We're shipping the export feature this sprint. End of discussion.",
      "Taylor: I understand, but I'm worried the team is stretched. Two people are out and the support queue keeps growing. Could we maybe talk about it first?",
      'Chris: The customer is paying for export. Support can wait.',
      'Me: Chris, the customer matters, agreed. Taylor, what would help the team most this week?',
      "Taylor: Honestly, just knowing the plan and that we won't drop everything again next week. I don't want people to burn out.",
      'Chris: Fine. But export ships Friday.',
    ].join('\n'),
  },
  {
    id: 'feedback-draft',
    title: 'Feedback you drafted for a colleague',
    format: 'plain text',
    text: [
      'Hi Sam,',
      '',
      'I reviewed the launch plan. The timeline does not work, the budget section is missing, and the risks are not thought through.',
      'Redo section 3 and send it back to me by tomorrow at noon. We cannot present this to leadership as it is.',
      '',
      'Morgan',
    ].join('\n'),
  },
  {
    id: 'new-hire-onboarding',
    title: 'A new hire who needs clear steps',
    format: 'timestamped chat',
    text: [
      "10:32 - Lee: Hi! Sorry to bother you again. I'm not sure I understood the handover process yesterday.",
      "10:33 - Me: No worries. Just ship it when it feels ready, we're pretty flexible here, go with your gut!",
      "10:35 - Lee: Okay... should I check with someone before I deploy? I don't want to break anything for the team.",
      "10:36 - Me: Nah, you'll figure it out. Be bold!",
      "10:40 - Lee: Thanks. Is there a checklist or a doc I could follow, step by step? I'd feel better having the process written down.",
    ].join('\n'),
  },
];
