import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#web/test/fake-api';
import { sentence } from '#web/test/render';
import { COUNTERPART, person, sharingPerson } from '#web/test/people';
import { ADVICE, deltasOf, fakeCoachApi, PROFILE, REPLY, sseResponse } from '../testing/coach-api';
import {
  analysisBox,
  analyzeButton,
  analyzeTab,
  messageBox,
  renderConnectedCoach,
} from '../testing/render-coach';

const CONVERSATION = 'Jordan: I need the numbers by Friday, no excuses.\nMe: I will try.';
const saved = () => [person(), person({ id: 'p2', name: 'Priya', evidence: [] })];
const whoIsThisWith = () => screen.findByRole('combobox', { name: 'Who is this with?' });
const pickerOptions = async () =>
  within(await whoIsThisWith())
    .getAllByRole('option')
    .map((option) => option.textContent);

async function analyze(user: Awaited<ReturnType<typeof renderConnectedCoach>>['user']) {
  await user.click(analysisBox());
  await user.paste(CONVERSATION);
  await user.click(analyzeButton());
  await screen.findByRole('tab', { name: 'Chat Mode', selected: true });
}

describe('Coach and People: "Who is this with?"', () => {
  it('is not there when nobody is saved', async () => {
    fakeCoachApi();
    await renderConnectedCoach();
    expect(screen.queryByRole('combobox', { name: 'Who is this with?' })).toBeNull();
  });

  it("sends the chosen person's id with the analysis and the chat", async () => {
    const api = fakeCoachApi({ people: () => json(200, { items: saved(), max: 200 }) });
    const { user } = await renderConnectedCoach();
    await user.selectOptions(await whoIsThisWith(), 'Priya');
    await analyze(user);
    expect(api.callsTo('/analysis/analyze-conversation')[0]?.body).toEqual({
      conversation: CONVERSATION,
      profile: PROFILE,
      userName: 'Ada Lovelace',
      personId: 'p2',
    });
    await user.type(messageBox(), 'How do I push back?{Enter}');
    await screen.findByRole('heading', { name: 'Coaching Advice' });
    expect(api.callsTo('/chat/stream')[0]?.body).toMatchObject({
      message: 'How do I push back?',
      personId: 'p2',
    });
  });

  it('sends no person once "nobody" is chosen again', async () => {
    const api = fakeCoachApi({ people: () => json(200, { items: saved(), max: 200 }) });
    const { user } = await renderConnectedCoach();
    await user.selectOptions(await whoIsThisWith(), 'Priya');
    await user.selectOptions(
      await whoIsThisWith(),
      'Nobody saved (read them from the conversation)',
    );
    await analyze(user);
    expect(api.callsTo('/analysis/analyze-conversation')[0]?.body).not.toHaveProperty('personId');
  });
});

describe('Coach and sharing: someone who shares their own results', () => {
  const sharing = () =>
    json(200, {
      items: [sharingPerson(), sharingPerson({ id: 'c2', name: 'Only Mine', theirs: null })],
    });

  it('offers them beside the saved people, says the advice uses their own results, and sends them', async () => {
    const api = fakeCoachApi({
      people: () => json(200, { items: saved(), max: 200 }),
      sharing,
    });
    const { user } = await renderConnectedCoach();
    const picker = await whoIsThisWith();
    expect(
      await screen.findByRole('option', { name: 'Sam Lee (their own results)' }),
    ).toBeVisible();
    // Someone I share with who shares nothing back has nothing of theirs to use.
    expect(screen.queryByRole('option', { name: /Only Mine/ })).toBeNull();
    await user.selectOptions(picker, 'Sam Lee (their own results)');
    expect(picker).toHaveAccessibleDescription(
      'From Sam Lee’s own results: the advice uses only the results they share with you.',
    );
    await analyze(user);
    const body = api.callsTo('/analysis/analyze-conversation')[0]?.body;
    expect(body).toMatchObject({ sharedPersonId: 'c1' });
    expect(body).not.toHaveProperty('personId');
    await user.type(messageBox(), 'How do I push back?{Enter}');
    await screen.findByRole('heading', { name: 'Coaching Advice' });
    expect(api.callsTo('/chat/stream')[0]?.body).toMatchObject({ sharedPersonId: 'c1' });
  });

  it('shows the picker when only someone who shares is there', async () => {
    fakeCoachApi({ sharing });
    await renderConnectedCoach();
    await screen.findByRole('option', { name: 'Sam Lee (their own results)' });
    expect(await pickerOptions()).toEqual([
      'Nobody saved (read them from the conversation)',
      'Sam Lee (their own results)',
    ]);
  });
});

describe('Coach replies say whose results they used (decision 0104)', () => {
  it('the analysis says it used their own results, and a chat answer that it used my guess', async () => {
    const api = fakeCoachApi({
      people: () => json(200, { items: saved(), max: 200 }),
      sharing: () => json(200, { items: [sharingPerson()] }),
      analyze: () => json(200, { ...REPLY, about: { name: 'Sam Lee', source: 'shared' } }),
      stream: () =>
        sseResponse([
          ...deltasOf(ADVICE),
          { type: 'done', reply: { ...ADVICE, about: { name: 'Priya', source: 'guess' } } },
        ]),
    });
    const { user } = await renderConnectedCoach();
    await user.selectOptions(await whoIsThisWith(), 'Sam Lee (their own results)');
    await analyze(user);
    expect(api.callsTo('/analysis/analyze-conversation')[0]?.body).toMatchObject({
      sharedPersonId: 'c1',
    });
    const fromTheirs = sentence(
      'From Sam Lee’s own results: the advice uses only the results they share with you.',
    );
    // Said in the reply itself, not only under the picker (where it reads the same).
    expect(
      (await screen.findAllByText(fromTheirs)).some((node) =>
        node.closest('.coach-reply')?.contains(node),
      ),
    ).toBe(true);

    await user.selectOptions(await whoIsThisWith(), 'Priya');
    await user.type(messageBox(), 'How do I push back?{Enter}');
    await screen.findByRole('heading', { name: 'Coaching Advice' });
    const fromGuess = await screen.findByText(
      sentence('From your guess: the advice uses the styles you keep for Priya.'),
    );
    expect(fromGuess.closest('.coach-reply')).not.toBeNull();
  });

  it('says nothing of a source when nobody was chosen', async () => {
    fakeCoachApi({ people: () => json(200, { items: saved(), max: 200 }) });
    const { user } = await renderConnectedCoach();
    await analyze(user);
    expect(screen.queryByText(/From your guess|own results:/)).toBeNull();
  });

  it('offers a saved person linked to someone who shares once, as that person', async () => {
    fakeCoachApi({
      people: () => json(200, { items: saved(), max: 200 }),
      sharing: () => json(200, { items: [sharingPerson({ linkedPersonId: 'p2' })] }),
    });
    await renderConnectedCoach();
    await screen.findByRole('option', { name: 'Sam Lee (their own results)' });
    expect(await pickerOptions()).toEqual([
      'Nobody saved (read them from the conversation)',
      'Jordan',
      'Sam Lee (their own results)',
    ]);
  });
});

describe('Coach and People: "Save <name> to People"', () => {
  const withCounterpart = () => json(200, { ...REPLY, counterparts: [COUNTERPART] });

  it('saves the read with its quotes and nothing of the conversation by default', async () => {
    const api = fakeCoachApi({
      analyze: withCounterpart,
      createPerson: () => json(201, person()),
    });
    const { user } = await renderConnectedCoach();
    await analyze(user);
    const keep = screen.getByRole('checkbox', { name: 'Keep this conversation with Jordan' });
    expect(keep).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Jordan to People' }));
    expect(await screen.findByText(sentence(/^Jordan is saved to People\./))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Jordan in People' })).toHaveAttribute(
      'href',
      '/people/p1',
    );
    const [call] = api.callsTo('/people').filter((c) => c.method === 'POST');
    expect(call?.body).toEqual({
      name: 'Jordan',
      origin: 'analysis',
      evidence: COUNTERPART.evidence,
    });
  });

  it('keeps the conversation only when asked, and stays saved across the modes', async () => {
    const api = fakeCoachApi({
      analyze: withCounterpart,
      createPerson: () => json(201, person({ keptConversation: CONVERSATION })),
    });
    const { user } = await renderConnectedCoach();
    await analyze(user);
    await user.click(screen.getByRole('checkbox', { name: 'Keep this conversation with Jordan' }));
    await user.click(screen.getByRole('button', { name: 'Save Jordan to People' }));
    await screen.findByText(sentence(/^Jordan is saved to People\./));
    const [call] = api.callsTo('/people').filter((c) => c.method === 'POST');
    expect(call?.body).toMatchObject({ keptConversation: CONVERSATION });
    await user.click(analyzeTab());
    expect(screen.getByText(sentence(/^Jordan is saved to People\./))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Jordan to People' })).toBeNull();
  });

  it('says what the API said when saving fails, and lets the user try again', async () => {
    fakeCoachApi({
      analyze: withCounterpart,
      createPerson: () =>
        json(409, {
          detail: 'You can keep at most 200 people.',
          code: 'PEOPLE_LIMIT_REACHED',
        }),
    });
    const { user } = await renderConnectedCoach();
    await analyze(user);
    await user.click(screen.getByRole('button', { name: 'Save Jordan to People' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can keep at most 200 people.');
    expect(screen.getByRole('button', { name: 'Save Jordan to People' })).toBeEnabled();
  });

  it('points out a person of the same name already in People', async () => {
    fakeCoachApi({
      analyze: withCounterpart,
      people: () => json(200, { items: saved(), max: 200 }),
    });
    const { user } = await renderConnectedCoach();
    await analyze(user);
    expect(
      await screen.findByText(sentence(/You already keep a Jordan in People\./)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Jordan in People' })).toHaveAttribute(
      'href',
      '/people/p1',
    );
    // Saving a second Jordan stays possible: two colleagues can share a name.
    expect(screen.getByRole('button', { name: 'Save Jordan to People' })).toBeEnabled();
  });

  it('offers nothing to save for the person the analysis was asked about, and links to them', async () => {
    fakeCoachApi({
      people: () => json(200, { items: saved(), max: 200 }),
      analyze: () =>
        json(200, {
          ...REPLY,
          counterparts: [COUNTERPART],
          about: { name: 'Priya', source: 'guess', counterpart: 'Jordan' },
        }),
    });
    const { user } = await renderConnectedCoach();
    await user.selectOptions(await whoIsThisWith(), 'Priya');
    await analyze(user);
    expect(
      await screen.findByText(sentence(/^Priya is already in your People\./)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Priya in People' })).toHaveAttribute(
      'href',
      '/people/p2',
    );
    expect(screen.queryByRole('button', { name: /to People$/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Keep this conversation/ })).toBeNull();
    expect(screen.queryByText(/^Save a person to your private People list/)).toBeNull();
    // Choosing someone else afterwards does not change what that analysis was about.
    await user.selectOptions(
      await whoIsThisWith(),
      'Nobody saved (read them from the conversation)',
    );
    expect(screen.getByText(sentence(/^Priya is already in your People\./))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to People$/ })).toBeNull();
  });

  it('offers nothing to save for someone who shares and is linked to my entry, and opens their page', async () => {
    fakeCoachApi({
      people: () => json(200, { items: saved(), max: 200 }),
      sharing: () => json(200, { items: [sharingPerson({ linkedPersonId: 'p2' })] }),
      analyze: () =>
        json(200, {
          ...REPLY,
          counterparts: [COUNTERPART, { ...COUNTERPART, name: 'Dev' }],
          about: { name: 'Sam Lee', source: 'shared', counterpart: 'Jordan' },
        }),
    });
    const { user } = await renderConnectedCoach();
    await user.selectOptions(await whoIsThisWith(), 'Sam Lee (their own results)');
    await analyze(user);
    expect(
      await screen.findByText(sentence(/^Sam Lee is already in your People\./)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Sam Lee in People' })).toHaveAttribute(
      'href',
      '/people/shared/c1',
    );
    expect(screen.queryByRole('button', { name: 'Save Jordan to People' })).toBeNull();
    // The other person in the conversation is not in People: they can still be saved.
    expect(screen.getByRole('button', { name: 'Save Dev to People' })).toBeEnabled();
    expect(screen.getByText(/^Save a person to your private People list/)).toBeInTheDocument();
  });

  it('points out someone of the same name who shares their own results with me', async () => {
    fakeCoachApi({
      sharing: () => json(200, { items: [sharingPerson({ linkedPersonId: 'p2' })] }),
      analyze: () => json(200, { ...REPLY, counterparts: [{ ...COUNTERPART, name: 'Sam Lee' }] }),
    });
    const { user } = await renderConnectedCoach();
    await analyze(user);
    expect(
      await screen.findByText(sentence(/^Sam Lee shares their own results with you in People\./)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Sam Lee in People' })).toHaveAttribute(
      'href',
      '/people/shared/c1',
    );
  });
});
