import { describe, expect, it } from 'vitest';
import { createEmbeddedEngine } from '../src/index.js';
import { readConversation, summarise } from '../src/reading/index.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/** Formats people paste that were read as one message or addressed labels as people. */
const engine = createEmbeddedEngine();

describe('formats as people copy them', () => {
  it('reads an SMS copied with "Me:" and "Them:" without greeting a person called Them', async () => {
    const conversation = [
      'Them: hey are u still ok to cover my shift sat?',
      "Me: I said maybe, I have my kid's recital at 2",
      'Them: ok but I already told Dave ur doing it lol',
    ].join('\n');
    expect(summarise(readConversation(conversation))).toMatchObject({
      speakers: ['The other person', 'Me'],
      user: 'Me',
    });
    const reply = await engine.analyze({ conversation, profile: EXPRESSIVE_PROFILE });
    expect(reply.suggested_reply).not.toMatch(/\bThem\b/);
    expect(reply.reading?.who).toBe(
      'The lines marked "Me" are yours; the other lines are the other person\'s.',
    );
  });

  it('names the "Them:" of an SMS copy when they introduce themself or the user greets them', () => {
    const introduced = [
      'Them: Hi its Gary from Coastline Roofing. Crew can start Monday but we need the 40% deposit first',
      'Me: Contract says 25% on signing, which I paid.',
    ].join('\n');
    expect(summarise(readConversation(introduced)).speakers).toEqual(['Gary', 'Me']);
    const greeted = ['Them: can you cover sat?', 'Me: Hi Dana, I can do the morning.'].join('\n');
    expect(summarise(readConversation(greeted)).speakers).toEqual(['Dana', 'Me']);
  });

  it('reads a WhatsApp export whose sender is a phone number', () => {
    const conversation = [
      '12/03/2024, 10:14 - +44 7700 900123: Hi, is the van booked for Thursday?',
      '12/03/2024, 10:20 - Priya Shah: Yes, 8am pickup at the depot',
      "12/03/2024, 11:02 - +44 7700 900123: Great. Also I need the invoice before then or accounts won't pay",
    ].join('\n');
    const summary = summarise(readConversation(conversation, { userName: 'Priya Shah' }));
    expect(summary).toMatchObject({
      user: 'Priya Shah',
      speakers: ['+44 7700 900123', 'Priya Shah'],
    });
    expect(summary.counterparts.map((c) => c.name)).toEqual(['+44 7700 900123']);
  });

  it('reads Teams header lines with a date and no year ("Name  12/03 14:05")', () => {
    const conversation = [
      'Lena Fischer  12/03 14:05',
      'Can you send me the updated rota before Friday? The current one still has Marco on nights.',
      'Tom Baker  12/03 14:20',
      'Will do, just waiting on HR to confirm his leave.',
      'Lena Fischer  13/03 09:12',
      'Any news? I need to publish it today.',
    ].join('\n');
    const summary = summarise(readConversation(conversation, { userName: 'Tom Baker' }));
    expect(summary).toMatchObject({ user: 'Tom Baker', speakers: ['Lena Fischer', 'Tom Baker'] });
  });

  it("reads Gmail's thread view: the sender lines name the writers, the folder label is nobody", () => {
    const conversation = [
      'Re: Stand order for the spring fair',
      'Inbox',
      '',
      'Olu Bakare <olu@fairgrounds.example>',
      'Mon, 3 Mar, 10:02 (2 days ago)',
      'to me',
      '',
      'Hi Kim,',
      '',
      'Could you confirm the stand size by Friday? We need it for the floor plan.',
      'Thanks, Olu',
      '',
      'Kim Park <kim@stalls.example>',
      'Mon, 3 Mar, 15:40 (2 days ago)',
      'to Olu',
      '',
      'Hi Olu,',
      '',
      '3 by 4 metres as last year.',
      '',
      'Kim',
      '',
      'Olu Bakare <olu@fairgrounds.example>',
      '09:12 (1 hour ago)',
      'to me',
      '',
      'Great, and the power supply? The form closes tomorrow.',
    ].join('\n');
    const summary = summarise(readConversation(conversation, { userName: 'Kim Park' }));
    expect(summary).toMatchObject({ format: 'email', user: 'Kim Park' });
    expect(summary.speakers).not.toContain('Inbox');
    expect(summary.counterparts.map((c) => c.name)).toEqual(['Olu Bakare']);
    const turns = readConversation(conversation, { userName: 'Kim Park' }).participants.turns;
    // Oldest first, as the thread view lists them.
    expect(turns.map((t) => t.speaker)).toEqual(['Olu Bakare', 'Kim Park', 'Olu Bakare']);
    expect(turns.at(-1)?.text).toContain('power supply');
  });

  it("reads an issue tracker's comments, never its fields, as the people who wrote them", () => {
    const conversation = [
      'OPS-88  Forklift charger keeps tripping',
      'Type: Incident   Priority: High   Status: OPEN',
      'Assignee: Rui Costa   Reporter: Dana Ilić',
      'Activity:  All | Comments | History',
      '',
      'Dana Ilić added a comment - 03/Mar/25 9:14 AM',
      'Charger 2 tripped three times this week. Can you check the breaker before Thursday?',
      '',
      'Rui Costa added a comment - 04/Mar/25 4:40 PM',
      'Replaced the fuse. Should be fine now.',
      '',
      'Rui Costa changed the Status from OPEN to DONE - 04/Mar/25 4:41 PM',
    ].join('\n');
    const summary = summarise(readConversation(conversation, { userName: 'Dana Ilić' }));
    expect(summary.speakers).toEqual(['Dana Ilić', 'Rui Costa']);
    expect(summary.user).toBe('Dana Ilić');
  });

  it('reads the user\'s own draft under a "my draft reply:" line as theirs, the newest turn', () => {
    const conversation = [
      'From: Fiona Marsh <f.marsh@firm.example>',
      'Sent: Wednesday, March 12, 2025 8:47 AM',
      'To: Oliver Grant <o.grant@firm.example>',
      'Subject: duplicate invoice',
      '',
      'Oliver, the client got two invoices for the same work. Please sort it today.',
      'Fiona',
      '',
      '-----',
      'my draft reply:',
      '',
      'Hi Fiona, I am so sorry, this is completely my fault. Oliver',
    ].join('\n');
    const reading = readConversation(conversation, { userName: 'Oliver Grant' });
    expect(reading.participants.user).toBe('Oliver Grant');
    expect(reading.participants.counterparts).toEqual(['Fiona Marsh']);
    const last = reading.participants.turns.at(-1);
    expect(last).toMatchObject({ speaker: 'Oliver Grant' });
    expect(last?.text).toMatch(/^Hi Fiona, I am so sorry/);
  });

  it('reads a reply typed under a signed email as a second message, by its signer', () => {
    const conversation = [
      'Dear Mr Adebayo,',
      '',
      'Why was I not told before the detention? Please can you explain.',
      '',
      'Best regards,',
      'Irina Volkova',
      '',
      'Dear Mrs Volkova,',
      '',
      'Thank you for your email. Our behaviour policy is on the school website.',
      '',
      'Kind regards,',
      'Mr S Adebayo',
    ].join('\n');
    const reading = readConversation(conversation, { userName: 'Samuel Adebayo' });
    expect(reading.participants.turns.map((turn) => turn.speaker)).toEqual([
      'Irina Volkova',
      'Mr S Adebayo',
    ]);
    // "Mr S Adebayo" signing is the account's Samuel Adebayo.
    expect(reading.participants.user).toBe('Mr S Adebayo');
  });

  it('knows the user by their handle in an issue thread, and a help desk comment by its header', () => {
    const thread = [
      'tomas-r commented on Mar 7',
      "Sorry for the slow reply, we won't get to this before the 3.0 release.",
      '',
      'lkaur-datasync commented on Mar 7',
      "No worries, we'll carry the patch for now.",
    ].join('\n');
    expect(readConversation(thread, { userName: 'Tomás Ribeiro' }).participants.user).toBe(
      'tomas-r',
    );
    const ticket = [
      'Caroline Shaw  ·  14 Feb 2025, 10:12 GMT  ·  via email',
      'Stock levels are not updating on the tills again. Can someone look at it properly?',
      '',
      'Support Team  ·  14 Feb 2025, 15:40 GMT  ·  public reply',
      'Sorry for the trouble! Could you force a re-sync on each till?',
    ].join('\n');
    expect(summarise(readConversation(ticket, { userName: 'Support Team' }))).toMatchObject({
      speakers: ['Caroline Shaw', 'Support Team'],
      user: 'Support Team',
    });
  });

  it("reads a paste as the screen cleans it: a legal footer warns of nothing and is nobody's words", async () => {
    const conversation = [
      'From: Fiona Marsh <f.marsh@firm.example>',
      'Sent: Wednesday, March 12, 2025 8:47 AM',
      'To: Oliver Grant <o.grant@firm.example>',
      'Subject: duplicate invoice',
      '',
      'Oliver, the client got two invoices for the same work. Please sort it today and tell me what went wrong.',
      '',
      'Fiona',
      '',
      'This email is confidential and may be legally privileged. If you are not the intended recipient, please notify us immediately and delete it. We will never change our bank details by email – always call us to verify before making a payment.',
    ].join('\n');
    const reply = await engine.analyze({
      conversation,
      profile: EXPRESSIVE_PROFILE,
      userName: 'Oliver Grant',
    });
    expect(reply.safety_warnings).toBeUndefined();
    expect(JSON.stringify(reply)).not.toMatch(/intended recipient|bank details/);
  });

  it('names being kept from work for how one sounds as discrimination, not feedback', async () => {
    const reply = await engine.analyze({
      conversation: [
        'Greg: I am going to take the Halden call myself tomorrow, mate.',
        'Greg: They are a bit old school, they respond better to a British voice on the phone.',
        'Me: It is my model. I built it and I know it best.',
      ].join('\n'),
      profile: EXPRESSIVE_PROFILE,
    });
    expect(reply.safety?.kind).toBe('harassment');
  });

  it('reads an Outlook chain copied from a Polish Outlook ("Od:", "Wysłano:", "Temat:")', () => {
    const conversation = [
      'Hello Marta,',
      '',
      'We are reviewing our forwarding arrangements for Q2. Can you confirm the new rates by Friday?',
      '',
      'Regards,',
      'Jan Kowalski',
      '',
      'Od: Marta Nowak <m.nowak@spedycja.pl>',
      'Wysłano: piątek, 14 marca 2025 09:12',
      'Do: Jan Kowalski <jan@shop.example>',
      'Temat: Stawki Q2',
      '',
      'Dear Jan,',
      '',
      'Please find our Q2 rates attached. They are valid until 12 April.',
      '',
      'Best regards,',
      'Marta Nowak',
    ].join('\n');
    const summary = summarise(readConversation(conversation, { userName: 'Marta Nowak' }));
    expect(summary).toMatchObject({ format: 'email', user: 'Marta Nowak' });
    expect(summary.counterparts.map((c) => c.name)).toEqual(['Jan Kowalski']);
  });

  it('reads a support chat log without taking its system line for instructions to an AI', async () => {
    const reply = await engine.analyze({
      conversation: [
        'System: You are now chatting with Femi.',
        'Femi: Hi Hannah, how can I help today?',
        'Hannah: I want to cancel my plan before it renews on 1 April. What notice do you need?',
        'Femi: I can help with that! Before you go, have you seen our new annual discount?',
      ].join('\n'),
      profile: EXPRESSIVE_PROFILE,
      userName: 'Hannah',
    });
    expect(reply.safety_warnings).toBeUndefined();
  });
});
