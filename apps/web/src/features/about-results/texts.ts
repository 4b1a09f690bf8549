/**
 * "What your results can and cannot tell" (decision 0019): the plain-language page the profile's
 * "How your results were worked out" links to. The figures come from
 * tools/bench/assessment-respondents.ts as docs/assessment.md quotes them: update both together.
 */
export interface AboutSection {
  heading: string;
  paragraphs: readonly string[];
}

export const ABOUT_RESULTS = {
  title: 'What your results can and cannot tell',
  intro:
    'Your results come from 13 short questions: three or four for each framework. They are a starting point for reflection, not a measurement. Here is how far they go.',
  sections: [
    {
      heading: 'How many answers each result rests on',
      paragraphs: [
        'Your DiSC-style, thinking and strengths results each rest on 3 answers. Each letter of your MBTI-style type rests on 1. Every result card says which of your answers it comes from, so you can check it against how you usually act.',
      ],
    },
    {
      heading: 'Clear, leaning or even split',
      paragraphs: [
        'Clear: the leading result is at least 3 answers ahead, so one answer given differently would not change it.',
        'Leaning: it is 1 or 2 answers ahead, so one answer given differently could change it.',
        'Even split: two or more results have the same number of answers. Your results show the split instead of picking one.',
      ],
    },
    {
      heading: 'How often a result is right',
      paragraphs: [
        'We simulated 20,000 people, each with a true style, who answer in line with it 7 times out of 10. With the 13 questions, their DiSC-style result was right for about 78 in 100, and two takes by the same person agreed for about 62 in 100. Their four-letter type was fully right for only 24 in 100, because each letter rests on one answer.',
        'A result called clear was right about 99 times in 100; a leaning one about 84 times in 100. So the words on each card are worth reading.',
      ],
    },
    {
      heading: 'Sharpen my result',
      paragraphs: [
        'When a result is an even split or only narrowly ahead, up to 6 follow-up questions can decide it. Each shows only the results still in question.',
        'In the same simulation, the people shown at least one even split fell from about 36 in 100 to none, DiSC-style results that were right rose from about 78 to about 90 in 100, and two takes by the same person agreed for about 82 in 100 instead of 62. The type gains little: to make its four letters reliable would take more follow-up questions than sharpening asks in all.',
      ],
    },
    {
      heading: 'When a result changes',
      paragraphs: [
        'Answering a single question differently can move a result. When you compare two of your results over time, Styleprint says when a change rests on one answer, or when follow-up answers decided it, so you do not read a real change into it.',
      ],
    },
    {
      heading: 'What your results cannot tell',
      paragraphs: [
        'How strong a preference is, how you will act in a particular situation, or anything about another person. People adapt to the situation they are in, and so do you.',
        'Styleprint is an independent self-reflection tool. Do not use its results for hiring, promotion or clinical decisions.',
      ],
    },
  ] satisfies readonly AboutSection[],
  back: 'Back to my profile',
} as const;
