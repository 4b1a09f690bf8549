import type { Question } from '@styleprint/contracts';
import { question } from './questions.js';

/**
 * Follow-up questions for "Sharpen my result" (decision 0019): asked only where the 13 cannot
 * decide (an even split, or a result resting on one answer). Each is shown with only the options
 * of the results still in question, so every option reads on its own and names its own cost, and
 * each question text works with any two, three or four of its options.
 */
export const FOLLOW_UP_QUESTIONS: readonly Question[] = [
  question(
    'sharpen-disc-1',
    'disc',
    'A new person joins your group. How do you usually help them settle in?',
    [
      { label: 'Introduce them to everyone, even if it takes time from the work', value: 'i' },
      { label: 'Give them a real task on day one, even if they feel lost at first', value: 'D' },
      { label: 'Give them the written guides first, even if they start later', value: 'C' },
      { label: 'Stay close and check on them, even if my own work slows down', value: 'S' },
    ],
  ),
  question(
    'sharpen-disc-2',
    'disc',
    'You are asked to present your group’s work to others. How do you usually prepare?',
    [
      { label: 'Check every figure twice, even if I have less time to practise', value: 'C' },
      { label: 'Share the speaking with the group, even if I say less myself', value: 'S' },
      {
        label: 'Lead with the results and keep it short, even if details are left out',
        value: 'D',
      },
      { label: 'Plan ways to get the audience talking, even if we run over time', value: 'i' },
    ],
  ),
  question(
    'sharpen-disc-3',
    'disc',
    'Someone in your group keeps missing what they agreed to do. What do you usually do?',
    [
      { label: 'Quietly cover for them, even if it adds to my own load', value: 'S' },
      { label: 'Point to what was agreed in writing, even if it feels formal', value: 'C' },
      { label: 'Have a friendly chat about it, even if the main point gets lost', value: 'i' },
      { label: 'Tell them plainly it has to change, even if it hurts', value: 'D' },
    ],
  ),
  question(
    'sharpen-disc-4',
    'disc',
    'Your group is choosing a new tool or way of working. What do you usually do?',
    [
      { label: 'Pick one and get going, even if it is not the best fit', value: 'D' },
      { label: 'Keep the current way for now, even if we miss something better', value: 'S' },
      { label: 'Get people excited to try it, even if we skip the small print', value: 'i' },
      { label: 'Compare the choices in detail, even if deciding takes weeks', value: 'C' },
    ],
  ),
  question(
    'sharpen-disc-5',
    'disc',
    'You spot a mistake in work your group has already shared. What do you usually do?',
    [
      { label: 'Check the rest for similar errors, even if it delays the fix', value: 'C' },
      { label: 'Fix it straight away myself, even if I do not ask anyone first', value: 'D' },
      { label: 'Mention it gently to whoever made it, even if the fix comes later', value: 'S' },
      {
        label: 'Tell the group with a light touch, even if it sounds less serious than it is',
        value: 'i',
      },
    ],
  ),
  question(
    'sharpen-disc-6',
    'disc',
    'You are waiting for someone else’s part before you can carry on. What do you usually do?',
    [
      { label: 'Wait patiently, even if my own part ends up late', value: 'S' },
      { label: 'Press them for a date, even if I come across as pushy', value: 'D' },
      { label: 'Recheck my own part while I wait, even if it was already fine', value: 'C' },
      { label: 'Check in with a friendly chat, even if it does not speed them up', value: 'i' },
    ],
  ),
  question(
    'sharpen-emergenetics-1',
    'emergenetics',
    'You need to learn a new skill for your role or course. How do you usually learn it?',
    [
      { label: 'Learn alongside someone else, even if we go at their pace', value: 'Social' },
      { label: 'Jump in and experiment, even if I miss the basics', value: 'Conceptual' },
      {
        label: 'Work out how it works underneath, even if it slows the start',
        value: 'Analytical',
      },
      { label: 'Follow a course step by step, even if parts feel slow', value: 'Structural' },
    ],
  ),
  question(
    'sharpen-emergenetics-2',
    'emergenetics',
    'You are reading a long report for your work or studies. What do you pay most attention to?',
    [
      { label: 'The figures and evidence, even if I skip the examples', value: 'Analytical' },
      { label: 'The steps to take next, even if I skim the background', value: 'Structural' },
      { label: 'The big ideas, even if I miss some details', value: 'Conceptual' },
      { label: 'How it affects the people involved, even if I skip the tables', value: 'Social' },
    ],
  ),
  question(
    'sharpen-emergenetics-3',
    'emergenetics',
    'Your group has some money to spend on something useful. How do you decide what to suggest?',
    [
      {
        label: 'List what we need in order of priority, even if it feels dull',
        value: 'Structural',
      },
      { label: 'Ask what people would enjoy most, even if it is less practical', value: 'Social' },
      { label: 'Compare costs and benefits, even if it takes a while', value: 'Analytical' },
      { label: 'Suggest something nobody has tried, even if it is a gamble', value: 'Conceptual' },
    ],
  ),
  question(
    'sharpen-emergenetics-4',
    'emergenetics',
    'You are asked to improve how your group does a regular task. Where do you start?',
    [
      { label: 'Imagine a whole new way to do it, even if it may not work', value: 'Conceptual' },
      { label: 'Measure where time is lost, even if it takes weeks', value: 'Analytical' },
      {
        label: 'Ask the people who do it what bothers them, even if views differ',
        value: 'Social',
      },
      { label: 'Write a clear checklist, even if some find it rigid', value: 'Structural' },
    ],
  ),
  question(
    'sharpen-emergenetics-5',
    'emergenetics',
    'Something your group relies on stops working. What do you usually do first?',
    [
      {
        label: 'Test possible causes one at a time, even if it takes a while',
        value: 'Analytical',
      },
      { label: 'Ask who else is affected, even if the fix waits', value: 'Social' },
      {
        label: 'Follow the usual steps for fixing it, even if they may not fit this case',
        value: 'Structural',
      },
      { label: 'Try a workaround nobody has used, even if it may not hold', value: 'Conceptual' },
    ],
  ),
  question(
    'sharpen-emergenetics-6',
    'emergenetics',
    'You need to explain something complicated to people new to it. How do you usually do it?',
    [
      { label: 'Break it into numbered steps, even if it feels slow', value: 'Structural' },
      {
        label: 'Use a comparison from everyday life, even if it is not exact',
        value: 'Conceptual',
      },
      { label: 'Show the evidence behind it, even if it gets technical', value: 'Analytical' },
      { label: 'Check often that they are following, even if it breaks the flow', value: 'Social' },
    ],
  ),
  question(
    'sharpen-strengths-1',
    'cliftonStrengths',
    'You are helping to run an event. Which part would you most like to take?',
    [
      {
        label: 'Getting people to sign up and come, even if I must keep asking',
        value: 'Influencing',
      },
      { label: 'Working through the to-do list, even if nobody sees it', value: 'Executing' },
      {
        label: 'Planning for what could go wrong, even if most of it does not happen',
        value: 'Strategic Thinking',
      },
      {
        label: 'Looking after the helpers, even if I miss the event itself',
        value: 'Relationship Building',
      },
    ],
  ),
  question(
    'sharpen-strengths-2',
    'cliftonStrengths',
    'A meeting of your group ends without clear outcomes. What do you do afterwards?',
    [
      {
        label: 'Check that nobody left upset, even if the tasks stay unclear',
        value: 'Relationship Building',
      },
      {
        label: 'Think through the options and come back with a plan, even if it takes days',
        value: 'Strategic Thinking',
      },
      {
        label: 'Send out a task list and start on mine, even if not all was agreed',
        value: 'Executing',
      },
      {
        label: 'Talk to key people one by one to win them over, even if it seems pushy',
        value: 'Influencing',
      },
    ],
  ),
  question(
    'sharpen-strengths-3',
    'cliftonStrengths',
    'What would you most like to spend more of your time on?',
    [
      {
        label: 'Thinking ahead, even if it looks like I am doing nothing',
        value: 'Strategic Thinking',
      },
      { label: 'Convincing others of an idea, even if some push back', value: 'Influencing' },
      {
        label: 'Getting to know people, even if it does not show in results',
        value: 'Relationship Building',
      },
      { label: 'Clearing tasks off the list, even if they are routine', value: 'Executing' },
    ],
  ),
  question(
    'sharpen-strengths-4',
    'cliftonStrengths',
    'A long piece of shared work has just ended. What do you most want to do next?',
    [
      { label: 'Start on the next task, even if we skip celebrating', value: 'Executing' },
      {
        label: 'Thank everyone and celebrate, even if the next task waits',
        value: 'Relationship Building',
      },
      {
        label: 'Review what we learned, even if people want to move on',
        value: 'Strategic Thinking',
      },
      {
        label: 'Tell other groups what we achieved, even if it feels like boasting',
        value: 'Influencing',
      },
    ],
  ),
  question(
    'sharpen-strengths-5',
    'cliftonStrengths',
    'Your group is asked to work with another group on something new. What do you most want to do first?',
    [
      {
        label: 'Get to know the other group, even if the work starts later',
        value: 'Relationship Building',
      },
      {
        label: 'Start on our share of the work, even if the plan is still rough',
        value: 'Executing',
      },
      {
        label: 'Win them over to our way of working, even if it causes friction',
        value: 'Influencing',
      },
      {
        label: 'Work out how the two groups fit together, even if it delays the start',
        value: 'Strategic Thinking',
      },
    ],
  ),
  question(
    'sharpen-strengths-6',
    'cliftonStrengths',
    'A proposal your group worked hard on is turned down. What are you most likely to do?',
    [
      {
        label: 'Make the case again to whoever decided, even if it looks stubborn',
        value: 'Influencing',
      },
      {
        label: 'Work out why it was turned down, even if it means going back over it',
        value: 'Strategic Thinking',
      },
      {
        label: 'Rework it for the next chance to apply, even if nobody has asked me to',
        value: 'Executing',
      },
      {
        label: 'Check in with each member, even if it delays the next steps',
        value: 'Relationship Building',
      },
    ],
  ),
  question(
    'sharpen-mbti-ei-1',
    'mbti',
    'You have a hard problem to solve. How do you usually think it through?',
    [
      { label: 'Talk it out with others, even if I say half-formed things', value: 'E' },
      { label: 'Think it over alone first, even if others wait for my view', value: 'I' },
    ],
  ),
  question(
    'sharpen-mbti-ei-2',
    'mbti',
    'You join a new group or course. How do you usually get to know people?',
    [
      {
        label: 'Get to know a few people slowly, even if most do not know me for a while',
        value: 'I',
      },
      { label: 'Talk to many people early, even if I get to know few of them well', value: 'E' },
    ],
  ),
  question(
    'sharpen-mbti-sn-1',
    'mbti',
    'When you tell others about something that happened, what do you usually describe?',
    [
      { label: 'What it meant, even if I leave out some details', value: 'N' },
      { label: 'What happened, step by step, even if it takes a while', value: 'S' },
    ],
  ),
  question(
    'sharpen-mbti-sn-2',
    'mbti',
    'Your group is planning for next year. What do you most want to talk about?',
    [
      {
        label: 'What worked this year and how to keep it, even if it sounds unexciting',
        value: 'S',
      },
      { label: 'What could be done differently, even if it is far from where we are', value: 'N' },
    ],
  ),
  question(
    'sharpen-mbti-tf-1',
    'mbti',
    'A rule does not fit one person’s situation. What do you usually do?',
    [
      { label: 'Make an exception for them, even if others see it as unfair', value: 'F' },
      { label: 'Apply it the same way to everyone, even if it feels harsh', value: 'T' },
    ],
  ),
  question(
    'sharpen-mbti-tf-2',
    'mbti',
    'Your group must drop one activity to save time. What decides it for you?',
    [
      { label: 'Which one gives least for the effort, even if people love it', value: 'T' },
      { label: 'Which one people care about least, even if it is quite useful', value: 'F' },
    ],
  ),
  question(
    'sharpen-mbti-jp-1',
    'mbti',
    'You have a task due in two weeks. When do you usually do most of it?',
    [
      { label: 'Close to the deadline, even if it gets stressful', value: 'P' },
      { label: 'Early on, even if I must redo parts when things change', value: 'J' },
    ],
  ),
  question(
    'sharpen-mbti-jp-2',
    'mbti',
    'You are going on a trip for work, study or volunteering. How do you prepare?',
    [
      {
        label: 'Plan each day in advance, even if it leaves little room for surprises',
        value: 'J',
      },
      {
        label: 'Keep it open and decide there, even if I miss things that needed booking',
        value: 'P',
      },
    ],
  ),
];
