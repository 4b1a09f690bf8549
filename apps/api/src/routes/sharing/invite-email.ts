import { SHARING_LIMITS } from '@styleprint/contracts';
import type { Mail } from '../../plugins/app/mailer.js';

/** A name from a sign-in token, made safe for one line of an email (no line breaks, bounded). */
const oneLine = (text: string): string =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 120);

/**
 * The invite email: who invites, what the link does (nothing is shared unless the reader
 * chooses), the link, and until when it works. Plain text only, no tracking.
 */
export function inviteEmail(options: {
  to: string;
  from: string;
  teamName: string | null;
  link: string;
  expiresAt: Date;
}): Mail {
  const from = oneLine(options.from);
  const until = options.expiresAt.toISOString().slice(0, 10);
  const what =
    options.teamName === null
      ? 'to share your Styleprint results with each other'
      : `to join the team ${oneLine(options.teamName)} on Styleprint`;
  return {
    to: options.to,
    subject:
      options.teamName === null
        ? `${from} invites you to share your Styleprint results`
        : `${from} invites you to join ${oneLine(options.teamName)} on Styleprint`,
    text: [
      `${from} invites you ${what}.`,
      '',
      'Open this link to see exactly what they ask. Nothing about you is shared unless you ' +
        'choose to, and you can stop at any time:',
      options.link,
      '',
      `The link works until ${until} (${SHARING_LIMITS.inviteDays} days). If you do not know ` +
        `${from}, you can ignore this email.`,
    ].join('\n'),
  };
}
