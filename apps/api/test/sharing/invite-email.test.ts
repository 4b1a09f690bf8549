import type { AddressInfo } from 'node:net';
import type { ErrorBody, InviteCreated, InviteList } from '@styleprint/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { bearer, useAppFactory } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';

/** A message the local SMTP server received: the envelope and the raw text. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * Invite links by email (decision 0104), against a real SMTP server started here on a free
 * loopback port: no TLS and no sign-in, as a relay on the same host would take it.
 */
function useSmtpServer() {
  const received: Received[] = [];
  const state = { port: 0, server: undefined as SMTPServer | undefined };
  beforeAll(async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.port = (server.server.address() as AddressInfo).port;
    state.server = server;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => state.server?.close(() => resolve()) ?? resolve());
  });
  beforeEach(() => {
    received.length = 0;
  });
  return { received, port: () => state.port };
}

/** Quoted-printable soft line breaks and escapes undone, enough to read the text back. */
const unfold = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('invite links by email', () => {
  const smtp = useSmtpServer();
  const apps = useAppFactory();
  let alice: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([
      createEmailAccount('alice', { displayName: 'Alice Moreau' }),
      createEmailAccount('bob'),
    ]);
  });

  const withSmtp = (): Promise<App> =>
    apps.build({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port()),
      SMTP_FROM: 'Styleprint <no-reply@styleprint.example>',
      INVITE_LINK_BASE_URL: 'https://app.styleprint.example',
    });

  const post = (app: App, account: TestAccount, url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: bearer(account.idToken),
      payload: payload as object,
    });

  it('sends the link to the address given, and the link works', async () => {
    const app = await withSmtp();
    const list = await app.inject({
      method: 'GET',
      url: '/sharing/invites',
      headers: bearer(alice.idToken),
    });
    expect(list.json<InviteList>().canEmail).toBe(true);

    const res = await post(app, alice, '/sharing/invites', {
      email: 'sam@example.com',
      offer: { traits: ['disc'], suggestions: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<InviteCreated>();
    expect(created.emailed).toBe(true);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@styleprint.example');
    expect(mail?.to).toEqual(['sam@example.com']);
    const text = unfold(mail?.raw ?? '');
    expect(text).toContain('Subject: Alice Moreau invites you to share your Styleprint results');
    expect(text).toContain(`https://app.styleprint.example/invite/${created.token}`);
    expect(text).toContain('Nothing about you is shared unless you choose to');

    // The emailed link is the invite: Bob can open and accept it.
    await post(app, bob, '/quiz/submit-assessment', validPayload());
    const accepted = await post(app, bob, '/sharing/invites/accept', {
      token: created.token,
      share: { traits: ['mbti'], suggestions: false },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('names the team in a team invite', async () => {
    const app = await withSmtp();
    const team = await post(app, alice, '/sharing/teams', {
      name: 'Launch crew',
      share: { traits: ['disc'], suggestions: true },
    });
    const res = await post(app, alice, '/sharing/invites', {
      teamId: team.json<{ id: string }>().id,
      email: 'kim@example.com',
    });
    expect(res.json<InviteCreated>().emailed).toBe(true);
    expect(unfold(smtp.received[0]?.raw ?? '')).toContain(
      'Subject: Alice Moreau invites you to join Launch crew on Styleprint',
    );
  });

  it('without a mail server, makes the invite to copy and sends nothing', async () => {
    const app = await apps.build();
    const list = await app.inject({
      method: 'GET',
      url: '/sharing/invites',
      headers: bearer(alice.idToken),
    });
    expect(list.json<InviteList>().canEmail).toBe(false);
    const res = await post(app, alice, '/sharing/invites', { email: 'sam@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json<InviteCreated>().emailed).toBe(false);
    expect(smtp.received).toEqual([]);
  });

  it('when the mail server is down, still makes the invite and says it was not sent', async () => {
    const app = await apps.build({
      SMTP_HOST: '127.0.0.1',
      // A port nothing listens on.
      SMTP_PORT: '1',
      SMTP_FROM: 'no-reply@styleprint.example',
    });
    const res = await post(app, alice, '/sharing/invites', { email: 'sam@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json<InviteCreated>().emailed).toBe(false);
    expect(res.json<InviteCreated>().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an address that is not one', async () => {
    const app = await withSmtp();
    const res = await post(app, alice, '/sharing/invites', { email: 'sam at example' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    expect(smtp.received).toEqual([]);
  });
});
