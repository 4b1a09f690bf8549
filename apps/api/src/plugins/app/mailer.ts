import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { SmtpSettings } from '../../config.js';

/** One email as the API sends it: plain text only. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends email through SMTP_HOST; null when no SMTP server is configured (decision 0104). */
    mailer: { send(mail: Mail): Promise<void> } | null;
  }
}

export interface MailerPluginOptions {
  smtp: SmtpSettings | undefined;
}

/** An SMTP server that does not answer is a failed send, not a request held open. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * The invite mailer. Without SMTP settings there is none and the web offers only the link to
 * copy. Nothing is checked at start: a mail server that is down must not stop the API, and a
 * failed send leaves the invite made, to copy.
 */
const mailerPlugin: FastifyPluginAsync<MailerPluginOptions> = async (app, options) => {
  const smtp = options.smtp;
  if (smtp === undefined) {
    app.decorate('mailer', null);
    return;
  }
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user !== undefined ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  app.decorate('mailer', {
    async send(mail: Mail) {
      await transport.sendMail({ from: smtp.from, ...mail });
    },
  });
  app.addHook('onClose', async () => {
    transport.close();
  });
};

export default fp(mailerPlugin, { name: 'mailer' });
