import type { PracticeStyles } from '@styleprint/contracts';
import type { CheckName } from './checks.js';

/**
 * The labelled practice set: one turn each. `before` are the user's earlier lines (the persona's
 * replies to them are played by the engine under test, as in a real session); `message` is the
 * line the persona answers; `must` and `mustNot` say what a reply in this person's style must
 * and must not do at this point, by the rules in ./checks.ts. `echo` is a day or figure the user
 * named that the reply should pick up. Written by hand for docs/decisions/0105-practice-persona-engine.md.
 */
export interface PracticeCase {
  id: string;
  styles: PracticeStyles;
  goal: string;
  before: string[];
  message: string;
  must: CheckName[];
  mustNot: CheckName[];
  echo?: string;
}

const s = (disc: PracticeStyles['disc'], more: Partial<PracticeStyles> = {}): PracticeStyles => ({
  disc,
  mbti: null,
  thinking: null,
  strength: null,
  ...more,
});

const DEADLINE = 'ask for the deadline to move';
const RAISE = 'ask for a raise';
const BUDGET = 'get more budget for the pilot';
const LEAVE = 'ask for two weeks of time off in March';
const SCOPE = 'cut the reporting feature from the first release';
const SAY_NO = 'say no to a new project because my workload is full';
const REMOTE = 'ask to work from home on Fridays';
const PRICE = 'ask the supplier for a discount';
const HELP = 'ask for another person on the project';
const FEEDBACK = 'tell my colleague that interrupting me in meetings hurts';

export const PRACTICE_CASES: PracticeCase[] = [
  // ---- D: brief, pushes for the bottom line ----
  {
    id: 'd-open',
    styles: s('D'),
    goal: DEADLINE,
    before: [],
    message: 'Hi, got a minute?',
    must: ['brief', 'question'],
    mustNot: ['long', 'exclaim', 'agrees'],
  },
  {
    id: 'd-vague',
    styles: s('D'),
    goal: DEADLINE,
    before: [],
    message: 'So, about the report timing, it is kind of tricky at the moment.',
    must: ['brief', 'question', 'bottomLine'],
    mustNot: ['long', 'exclaim', 'agrees'],
  },
  {
    id: 'd-ask-no-reason',
    styles: s('D', { mbti: 'ESTJ' }),
    goal: DEADLINE,
    before: [],
    message: 'Could we move the launch deadline to next Friday?',
    must: ['brief', 'question'],
    mustNot: ['long', 'exclaim', 'agrees'],
    echo: 'Friday',
  },
  {
    id: 'd-reason-no-date',
    styles: s('D'),
    goal: DEADLINE,
    before: ['Could we move the deadline?'],
    message: 'Because the vendor delivered the API late and testing needs more time.',
    must: ['brief', 'question', 'bottomLine'],
    mustNot: ['long', 'exclaim'],
  },
  {
    id: 'd-clear',
    styles: s('D', { strength: 'Executing' }),
    goal: DEADLINE,
    before: ['Could we move the deadline to the 14th?'],
    message: 'The vendor API came two weeks late, so testing needs until the 14th.',
    must: ['brief'],
    mustNot: ['long', 'exclaim'],
  },
  {
    id: 'd-next-step',
    styles: s('D'),
    goal: DEADLINE,
    before: [
      'Could we move the deadline to the 14th?',
      'The vendor API came two weeks late, so testing needs until the 14th.',
    ],
    message: "I'll send the revised plan today. Can we agree on the 14th?",
    must: ['brief', 'agrees'],
    mustNot: ['long', 'exclaim'],
  },
  {
    id: 'd-pressure',
    styles: s('D'),
    goal: RAISE,
    before: [],
    message: 'You never give anyone a raise, it is unfair.',
    must: ['brief', 'pushback'],
    mustNot: ['long', 'exclaim', 'agrees'],
  },
  {
    id: 'd-raise-ask',
    styles: s('D', { thinking: 'Analytical' }),
    goal: RAISE,
    before: [],
    message: 'I would like a 10% raise from April.',
    must: ['brief', 'question'],
    mustNot: ['long', 'exclaim', 'agrees'],
  },
  {
    id: 'd-budget-hedged',
    styles: s('D'),
    goal: BUDGET,
    before: [],
    message: 'I was just wondering if maybe there is some budget somewhere, if possible?',
    must: ['brief', 'question'],
    mustNot: ['long', 'exclaim', 'agrees'],
  },
  {
    id: 'd-say-no',
    styles: s('D', { mbti: 'ENTJ' }),
    goal: SAY_NO,
    before: ['Can I say no to the migration project?'],
    message:
      'Because I am already running three launches and the migration would put all of them at risk.',
    must: ['brief', 'question'],
    mustNot: ['long', 'exclaim'],
  },

  // ---- i: talkative and upbeat ----
  {
    id: 'i-open',
    styles: s('I'),
    goal: DEADLINE,
    before: [],
    message: 'Hey, do you have a moment?',
    must: ['upbeat', 'question'],
    mustNot: ['agrees'],
  },
  {
    id: 'i-vague',
    styles: s('I'),
    goal: BUDGET,
    before: [],
    message: 'The pilot thing is a bit stuck, honestly.',
    must: ['upbeat', 'question'],
    mustNot: ['agrees'],
  },
  {
    id: 'i-ask',
    styles: s('I', { mbti: 'ENFP' }),
    goal: LEAVE,
    before: [],
    message: 'Can I take two weeks off in March?',
    must: ['upbeat', 'question'],
    mustNot: ['agrees'],
  },
  {
    id: 'i-reason',
    styles: s('I'),
    goal: LEAVE,
    before: ['Can I take two weeks off in March?'],
    message:
      'Because my sister is getting married abroad and it is the only time the family can meet.',
    must: ['upbeat', 'question'],
    mustNot: [],
  },
  {
    id: 'i-people',
    styles: s('I', { thinking: 'Social' }),
    goal: SCOPE,
    before: [
      'Could we cut the reporting feature from release one?',
      'Because the team is stretched and the client cares most about the dashboard.',
    ],
    message: 'The team will be relieved, and the client gets a polished dashboard sooner!',
    must: ['upbeat'],
    mustNot: [],
  },
  {
    id: 'i-next-step',
    styles: s('I'),
    goal: SCOPE,
    before: [
      'Could we cut the reporting feature from release one?',
      'Because the team is stretched and the client cares most about the dashboard.',
      'The team will be relieved, and the client gets a great dashboard sooner!',
    ],
    message: "Let's tell the client together on Thursday. I'll draft the note.",
    must: ['upbeat', 'agrees'],
    mustNot: [],
  },
  {
    id: 'i-pressure',
    styles: s('I'),
    goal: FEEDBACK,
    before: [],
    message: 'You always interrupt me, it is ridiculous.',
    must: ['upbeat', 'pushback'],
    mustNot: ['agrees'],
  },
  {
    id: 'i-data-dump',
    styles: s('I', { strength: 'Influencing' }),
    goal: BUDGET,
    before: ['Could we get 20k more for the pilot?'],
    message: 'Because the conversion rate rose 4% in the first test and cost per lead fell by 12%.',
    must: ['upbeat'],
    mustNot: [],
  },
  {
    id: 'i-remote',
    styles: s('I'),
    goal: REMOTE,
    before: [],
    message: 'Would you be open to me working from home on Fridays?',
    must: ['upbeat', 'question'],
    mustNot: ['agrees'],
  },

  // ---- S: warm, cautious about change ----
  {
    id: 's-open',
    styles: s('S'),
    goal: DEADLINE,
    before: [],
    message: 'Hi, have you got a minute?',
    must: ['warm', 'question'],
    mustNot: ['exclaim', 'agrees'],
  },
  {
    id: 's-vague',
    styles: s('S'),
    goal: HELP,
    before: [],
    message: 'Things are sort of a lot on the project right now.',
    must: ['warm', 'question'],
    mustNot: ['agrees'],
  },
  {
    id: 's-ask',
    styles: s('S', { mbti: 'ISFJ' }),
    goal: REMOTE,
    before: [],
    message: 'Could I work from home on Fridays from next month?',
    must: ['warm', 'question'],
    mustNot: ['agrees'],
  },
  {
    id: 's-reason',
    styles: s('S'),
    goal: REMOTE,
    before: ['Could I work from home on Fridays from next month?'],
    message: 'Because my commute is two hours and I do my focused writing best at home.',
    must: ['warm', 'cautious', 'question'],
    mustNot: ['exclaim'],
  },
  {
    id: 's-plan',
    styles: s('S', { thinking: 'Structural' }),
    goal: REMOTE,
    before: [
      'Could I work from home on Fridays from next month?',
      'Because my commute is two hours and I do my focused writing best at home.',
    ],
    message:
      'I understand it changes things for the team. My plan is to keep Friday stand-ups on video and stay reachable all day.',
    must: ['warm'],
    mustNot: ['exclaim'],
  },
  {
    id: 's-agree',
    styles: s('S'),
    goal: REMOTE,
    before: [
      'Could I work from home on Fridays from next month?',
      'Because my commute is two hours and I do my focused writing best at home.',
      'I understand it changes things for the team. My plan is to keep Friday stand-ups on video.',
    ],
    message: "Can we try it for a month and check in together on the 30th? I'll set up the review.",
    must: ['warm', 'agrees'],
    mustNot: ['exclaim'],
  },
  {
    id: 's-pressure',
    styles: s('S'),
    goal: HELP,
    before: [],
    message: 'You need to give me another person, I have no choice here.',
    must: ['warm', 'pushback'],
    mustNot: ['agrees', 'exclaim'],
  },
  {
    id: 's-scope',
    styles: s('S', { strength: 'Relationship' }),
    goal: SCOPE,
    before: ['Could we cut the reporting feature from the first release?'],
    message: 'Because we would otherwise miss the date by three weeks.',
    must: ['warm', 'cautious'],
    mustNot: ['exclaim'],
  },
  {
    id: 's-say-no',
    styles: s('S'),
    goal: SAY_NO,
    before: [],
    message: "I'm sorry, I don't think I can take on the migration.",
    must: ['warm', 'question'],
    mustNot: ['agrees', 'exclaim'],
  },
  {
    id: 's-feedback',
    styles: s('S', { mbti: 'INFJ' }),
    goal: FEEDBACK,
    before: [],
    message:
      'Could we talk about how our meetings go? When I get cut off mid-sentence I lose my point.',
    must: ['warm', 'question'],
    mustNot: ['exclaim'],
  },

  // ---- C: specifics and evidence ----
  {
    id: 'c-open',
    styles: s('C'),
    goal: DEADLINE,
    before: [],
    message: 'Do you have a minute?',
    must: ['question', 'specifics'],
    mustNot: ['exclaim', 'agrees'],
  },
  {
    id: 'c-vague',
    styles: s('C'),
    goal: DEADLINE,
    before: [],
    message: 'The timeline feels kind of tight.',
    must: ['question', 'specifics'],
    mustNot: ['exclaim', 'agrees'],
  },
  {
    id: 'c-ask',
    styles: s('C', { mbti: 'ISTJ' }),
    goal: DEADLINE,
    before: [],
    message: 'Could we move the deadline to the 30th?',
    must: ['question'],
    mustNot: ['exclaim', 'agrees'],
    echo: '30th',
  },
  {
    id: 'c-thin-reason',
    styles: s('C'),
    goal: DEADLINE,
    before: ['Could we move the deadline?'],
    message: 'Because it is a lot.',
    must: ['question', 'specifics'],
    mustNot: ['exclaim'],
  },
  {
    id: 'c-figures',
    styles: s('C', { thinking: 'Analytical' }),
    goal: DEADLINE,
    before: ['Could we move the deadline to the 30th?', 'Because the data arrived late.'],
    message:
      'The data arrived 9 days late, and checking 1,200 rows takes 5 days at our current rate.',
    must: ['specifics'],
    mustNot: ['exclaim'],
  },
  {
    id: 'c-agree',
    styles: s('C'),
    goal: DEADLINE,
    before: [
      'Could we move the deadline to the 30th?',
      'Because the data arrived late.',
      'The data arrived 9 days late, and checking 1,200 rows takes 5 days at our current rate.',
    ],
    message: "I'll send the breakdown in writing today. Can we agree on the 30th?",
    must: ['agrees', 'specifics'],
    mustNot: ['exclaim'],
  },
  {
    id: 'c-pressure',
    styles: s('C'),
    goal: PRICE,
    before: [],
    message: 'Your prices are always ridiculous.',
    must: ['pushback', 'question'],
    mustNot: ['exclaim', 'agrees'],
  },
  {
    id: 'c-price',
    styles: s('C', { strength: 'Thinking' }),
    goal: PRICE,
    before: [],
    message: 'Could you offer a 15% discount on the annual contract?',
    must: ['question'],
    mustNot: ['exclaim', 'agrees'],
  },
  {
    id: 'c-raise',
    styles: s('C'),
    goal: RAISE,
    before: ['I would like a raise.'],
    message: 'Because I have taken on the team lead work since June.',
    must: ['question', 'specifics'],
    mustNot: ['exclaim'],
  },
  {
    id: 'c-help',
    styles: s('C', { mbti: 'INTP' }),
    goal: HELP,
    before: [],
    message: 'I need another developer on the billing project.',
    must: ['question'],
    mustNot: ['exclaim', 'agrees'],
  },

  // ---- style not known: even, balanced ----
  {
    id: 'n-open',
    styles: s(null),
    goal: DEADLINE,
    before: [],
    message: 'Hello, got a second?',
    must: ['question'],
    mustNot: ['exclaim', 'agrees'],
  },
  {
    id: 'n-vague',
    styles: s(null),
    goal: HELP,
    before: [],
    message: 'It is a bit much at the moment.',
    must: ['question'],
    mustNot: ['agrees'],
  },
  {
    id: 'n-ask',
    styles: s(null, { thinking: 'Conceptual' }),
    goal: BUDGET,
    before: [],
    message: 'Could we add 20k to the pilot budget?',
    must: ['question'],
    mustNot: ['agrees'],
  },
  {
    id: 'n-pressure',
    styles: s(null),
    goal: FEEDBACK,
    before: [],
    message: 'You always talk over me and you need to stop.',
    must: ['pushback'],
    mustNot: ['agrees'],
  },
  {
    id: 'n-agree',
    styles: s(null, { mbti: 'ESFP' }),
    goal: LEAVE,
    before: [
      'Can I take two weeks off in March?',
      'Because my sister is getting married abroad.',
      'I will hand my tickets to Lee and brief him by the 1st.',
    ],
    message: "Let's put it in the calendar today. Can we confirm the dates?",
    must: ['agrees'],
    mustNot: [],
  },
];
