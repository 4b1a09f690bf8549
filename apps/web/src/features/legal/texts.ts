/**
 * The privacy policy and terms, written for what this product actually does (docs/decisions/0122-public-pages-privacy-terms-and-password-reset.md). Keep them
 * true: when storage, the coach or the identity provider changes, change these with it.
 */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export const LEGAL_UPDATED = '27 November 2026';

export const PRIVACY: { title: string; intro: string; sections: readonly LegalSection[] } = {
  title: 'Privacy Policy',
  intro:
    'Styleprint keeps as little about you as it needs to show your communication profile, and lets you take it or erase it yourself at any time.',
  sections: [
    {
      heading: 'What we store',
      paragraphs: [
        'Your account: your name, your email address and whether you confirmed it, and your password (held by our sign-in provider, Firebase Authentication by Google, as a salted hash; Styleprint never sees it).',
        'Your results: each time you submit the assessment, the tallies of your answers (for example how many answers chose each thinking style) and the profile derived from them, with the time you submitted. Every retake is kept, so you can see how your results changed.',
        'The people you add, only if you add them: each one’s name, the styles you chose or the coach read from a conversation, and the quotes it read them from (nothing else of that conversation unless you choose to keep it). A practice conversation is stored, with its feedback, only if you choose to keep it.',
        'Sharing, only if you share: the invites you make (never the link itself, only a fingerprint of it, with when it expires and whether it was used or withdrawn), your name or email as the people you invite see it, what you agreed to share with each person or team, which teams you are in, and, if you link someone who shares with you to a person in your private list, that link.',
        'When the operator runs the coach on an external AI provider: how much of the provider’s capacity the coach used for you each day, kept to hold each person within a daily budget.',
        'Nothing else: no tracking cookies, no advertising identifiers, no analytics. Your browser keeps your sign-in and, for the current browser session only, your unsent quiz answers and your current coach conversation; signing out clears them.',
      ],
    },
    {
      heading: 'Where it is kept and for how long',
      paragraphs: [
        'Your account lives in Firebase Authentication. Your results, your people and the practice conversations you kept live in the Styleprint database (PostgreSQL) run by the operator of this service.',
        'Everything is kept until you delete it. Deleting a single result, person or kept practice conversation erases it at once; deleting your account erases all of them and the account itself at once. Copies in the operator’s database backups disappear when those backups expire under the operator’s retention.',
        'Server logs record that a request happened (its time, path and outcome) for up to 30 days. They never record your answers, your profile, your sign-in token or anything you paste into the coach.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Only you, the people you choose to share with (see “Sharing with people you choose”), and, for the ratings you give colleagues, those colleagues, who see them only combined with others (see “Ratings from colleagues”). Every request for your data must carry your sign-in, and the service answers only with your own rows and what others chose to share with you. The people who run the service can reach the database to keep it working; they do not look at individual results.',
        'We do not sell, share or rent your data, and we do not use it to train any model.',
      ],
    },
    {
      heading: 'Sharing with people you choose',
      paragraphs: [
        'Nothing about you is shown to anyone unless you accept an invite or share yourself. When you share, the person (or everyone in the team) sees your name or email and only the results you ticked, as they are now, never your answers; if you include suggestions, they also see a guide to working with you built from those results. They can also choose you in the coach or in practice, which then use those same results, and only those, to suggest how to talk with you; a practice they keep keeps neither your name nor your results. You see only what they chose to share with you.',
        'The people in your private list are never told or asked anything, and your notes and guesses about them are never shown to anyone, including to a person who shares with you.',
        'You can link someone who shares with you to the person you already keep in your private list (or invite them from that person’s page), so People shows them once, with your notes and guess beside their own results. The link is yours alone: they never see it, it is in your download and not in theirs, and it goes when you unlink, delete that person, or sharing between you ends; your private entry then shows on its own again, unchanged.',
        'You can stop sharing with a person, leave a team, or withdraw an invite at any time, from People; it takes effect at once. Deleting your account removes all of it everywhere: the others no longer see you in their People or teams.',
      ],
    },
    {
      heading: 'The AI coach',
      paragraphs: [
        'When you paste a conversation or send a message, it is sent to the Styleprint server together with your profile summary (your type, style and top domain), used to write the reply, and then discarded: the server does not store it and does not log it, unless you save someone from it to People or keep a practice conversation.',
        'By default the coach runs entirely on the Styleprint server: nothing leaves it. If the operator configures an external AI provider (such as OpenAI, Anthropic or Google), that provider receives the text you pasted or typed, the recent messages of the conversation, your profile summary and, when you chose one of your people, that person’s name, styles and the quotes you kept, or, when you chose someone who shares with you, their name and the results they share, and nothing else: not your name, not your email address. The provider handles it under its own terms for API customers.',
        'Your current conversation is kept in your browser for this browser session, so you can leave the coach and come back. It is not sent anywhere new and is cleared when you sign out or close the browser.',
      ],
    },
    {
      heading: 'Ratings from colleagues',
      paragraphs: [
        'When you ask colleagues how you come across, we store the link you made (the name it shows, when it closes; never the link itself, only a fingerprint of it) and each colleague’s answers to its five questions with their account, so each can answer once and change or erase their answers. You see the answers only combined, once at least three different people have answered, and never who answered or what any one of them said. When you rate someone, that person sees your answers only within that combined view. Deleting your account erases the links you made with every answer on them, and every rating you gave.',
      ],
    },
    {
      heading: 'Taking your data with you, and erasing it',
      paragraphs: [
        'On your Account page, “Download my data” gives you a file (JSON) with everything we store about you, including the invites you made, what you share with whom and what others share with you (what they agreed to, not their results), your teams, your rating links with their combined answers, and the ratings you gave. Your profile page can be printed or saved as a PDF.',
        'On “My results over time” you can delete any single result. On your Account page, “Delete account” erases every result, every person, every kept practice conversation, your invites, shares and places in teams, your rating links and the ratings you gave, and your account, after you confirm your password. People and kept practice conversations can each be deleted on their own pages.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        'If anything here is unclear, or you want to use any of your rights under data-protection law (access, correction, erasure, objection), contact support.',
      ],
    },
  ],
};

export const TERMS: { title: string; intro: string; sections: readonly LegalSection[] } = {
  title: 'Terms of Service',
  intro: 'These terms apply when you create a Styleprint account and use the service.',
  sections: [
    {
      heading: 'What Styleprint is',
      paragraphs: [
        'Styleprint is a short self-assessment that describes how you tend to communicate, based on established models (an MBTI-style type, DiSC, Emergenetics-style preferences and CliftonStrengths-style domains). Its results are not official certifications of any of those models, and it is not a psychological, medical or hiring assessment.',
        'The AI coach gives general communication suggestions. They can be wrong; use your own judgement, and do not rely on them for legal, medical, financial or safety decisions.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password to yourself. If you think someone else used your account, change your password and use “Sign out everywhere” on your Account page.',
        'You can delete your account at any time from your Account page; everything stored about you is erased.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [
        'Share and invite only with consent: send invite links only to people you work with and who can expect them, and use what others share with you only to work well together, never to judge, hire or rank them.',
        'Do not try to reach other people’s data, overload the service or use it to process conversations you have no right to share. Paste only conversations you took part in, and remove other people’s personal details when you can.',
        'To keep the service available to everyone, it limits how many requests one person can make in a short time; when you reach the limit, it tells you how long to wait.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'Your answers, results and the conversations you paste stay yours. We use them only to provide the service to you, as the Privacy Policy describes.',
      ],
    },
    {
      heading: 'Changes and availability',
      paragraphs: [
        'The service is provided as it is, without a guarantee that it is always available or free of errors. We may change these terms; the date below says when they last changed, and a significant change will be shown in the product before it applies.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these terms: contact support.'],
    },
  ],
};

export const SUPPORT_TEXT = {
  withAddress: 'Contact support:',
  withoutAddress: 'Support contact details are provided by the operator of this service.',
  updated: 'Last updated',
} as const;
