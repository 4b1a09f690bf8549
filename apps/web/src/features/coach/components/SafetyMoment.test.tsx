import { screen, within } from '@testing-library/react';
import type { CoachReply } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { json } from '#web/test/fake-api';
import { fakeCoachApi, sseResponse } from '../testing/coach-api';
import {
  analysisBox,
  analyzeButton,
  chatTab,
  messageBox,
  renderConnectedCoach,
  sendButton,
} from '../testing/render-coach';

/** What the coach answers to a crisis (docs/decisions/0125-coach-safety-moments.md). */
const CRISIS: CoachReply = {
  inferred_style:
    "I'm really glad you told me. What you're carrying sounds very heavy, and you deserve support with it right now.",
  insights: [
    "You don't have to go through this alone. If you might act on these thoughts, or you're in danger now, call your local emergency number: 911 in the US and Canada, 999 in the UK, 112 in Ireland and across the EU, 000 in Australia.",
    'You can talk to a trained person at any hour, for free. In the US and Canada, call or text 988. In the UK and Ireland, call Samaritans on 116 123. In Australia, call Lifeline on 13 11 14. Anywhere else, findahelpline.com lists free lines in your country.',
  ],
  suggested_reply:
    "If you're in danger now, call 911 in the US and Canada, 999 in the UK, 112 in Ireland and across the EU, 000 in Australia. In the US and Canada, call or text 988. In the UK and Ireland, call Samaritans on 116 123.",
  safety: { kind: 'crisis' },
};

const HARASSMENT: CoachReply = {
  inferred_style:
    "What you describe is sexual harassment. Unwanted touching and remarks about your body are not acceptable at work, and it isn't your fault.",
  insights: [
    'Keep a dated record from today: what was said or done, the date, time and place.',
    'You can report it: to HR, a union, the EEOC in the US (eeoc.gov), in the UK ACAS (acas.org.uk, 0300 123 1100).',
  ],
  suggested_reply:
    'Please stop commenting on my body and do not touch me. It is not welcome, and if it happens again I will report it.',
  safety: { kind: 'harassment' },
};

const SURGERY: CoachReply = {
  inferred_style: "That's a question for a doctor, and it deserves a proper answer from one.",
  insights: [
    "Symptoms, a diagnosis or a recovery are for a doctor to judge. I can't tell what's happening with your health, and I won't guess.",
    'DiSC: your lead wants the dates first.',
  ],
  suggested_reply: 'Hi Sam, I need 3 and 4 March off for a planned operation; my work is covered.',
  safety: { kind: 'medical' },
};

async function chatWith(reply: CoachReply, message: string) {
  fakeCoachApi({ stream: () => sseResponse([{ type: 'done', reply }]) });
  const view = await renderConnectedCoach();
  await view.user.click(chatTab());
  await view.user.click(messageBox());
  await view.user.paste(message);
  await view.user.click(sendButton());
  return view;
}

describe('Safety answers on the AI Coach screen', () => {
  it('shows a crisis as a calm card with lines to call, and no suggested-reply heading', async () => {
    await chatWith(CRISIS, 'I keep thinking about ending it.');
    const card = await screen.findByRole('region', { name: "You don't have to face this alone" });
    expect(within(card).getByText('Help right now')).toBeInTheDocument();
    expect(within(card).getAllByRole('link', { name: 'Call 988' })[0]).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(within(card).getAllByRole('link', { name: 'Call 116 123' })[0]).toHaveAttribute(
      'href',
      'tel:116123',
    );
    expect(within(card).getByRole('link', { name: 'Call 13 11 14' })).toHaveAttribute(
      'href',
      'tel:131114',
    );
    expect(within(card).getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    expect(
      screen.queryByRole('heading', { name: 'Suggested Improved Response' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coaching Advice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Communication Style' })).not.toBeInTheDocument();
  });

  it('shows harassment with the sentence to say and the places to report, as links only to known sites', async () => {
    await chatWith(HARASSMENT, 'My coworker keeps touching my shoulder.');
    const card = await screen.findByRole('region', { name: 'This is not acceptable' });
    expect(within(card).getByText('What you can say')).toBeInTheDocument();
    expect(within(card).getByText(/do not touch me/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'eeoc.gov' })).toHaveAttribute(
      'href',
      'https://eeoc.gov',
    );
    // Every link in the card is a phone number or one of the named sites.
    for (const link of within(card).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(
        /^(tel:\d+|https:\/\/(eeoc\.gov|acas\.org\.uk|findahelpline\.com))$/,
      );
    }
  });

  it("links the country's own bodies and numbers when the answer names them", async () => {
    await chatWith(
      {
        ...HARASSMENT,
        insights: [
          'You can report it: to HR, and outside work to the Australian Human Rights Commission (humanrights.gov.au, 1300 656 419) or the EEOC (eeoc.gov, 1-800-669-4000).',
        ],
      },
      "My team lead keeps making comments about my hijab. I'm in Melbourne.",
    );
    const card = await screen.findByRole('region', { name: 'This is not acceptable' });
    expect(within(card).getByRole('link', { name: 'humanrights.gov.au' })).toHaveAttribute(
      'href',
      'https://humanrights.gov.au',
    );
    expect(within(card).getByRole('link', { name: 'Call 1300 656 419' })).toHaveAttribute(
      'href',
      'tel:1300656419',
    );
    expect(within(card).getByRole('link', { name: 'Call 1-800-669-4000' })).toHaveAttribute(
      'href',
      'tel:18006694000',
    );
  });

  it('opens a medical answer with the doctor note, then the coaching under its usual headings', async () => {
    await chatWith(SURGERY, 'How do I tell my lead I need days off for surgery?');
    const note = await screen.findByRole('region', {
      name: 'A question for a doctor or pharmacist',
    });
    expect(note).toHaveTextContent('for a doctor to judge');
    expect(screen.getAllByRole('heading', { name: 'Key Insights' }).length).toBeGreaterThan(0);
    expect(screen.getByText('DiSC: your lead wants the dates first.')).toBeInTheDocument();
  });

  it('shows a threat found in a pasted conversation as a card in the results', async () => {
    const VIOLENCE: CoachReply = {
      inferred_style:
        'This conversation contains a threat of violence. Your safety comes before any reply: a threat at work is serious, whoever it comes from.',
      insights: [
        "If you're in danger right now, go to a safe place with other people around and call your local emergency number: 911 in the US and Canada, 999 in the UK, 112 in Ireland and across the EU, 000 in Australia.",
      ],
      suggested_reply:
        'I need to report a threat made against me at work. I do not feel safe, and I would like to talk today about what happens next.',
      safety: { kind: 'violence' },
    };
    fakeCoachApi({ analyze: () => json(200, VIOLENCE) });
    const { user } = await renderConnectedCoach();
    await user.click(analysisBox());
    await user.paste("Mark: You'll regret this. I know where you live.\nMe: Please stop.");
    await user.click(analyzeButton());
    const card = await screen.findByRole('region', { name: 'Your safety comes first' });
    expect(within(card).getByText('What you can tell HR or security')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
  });
});
