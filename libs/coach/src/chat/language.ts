import type { CoachReply } from '@styleprint/contracts';

const LANGUAGES =
  'Spanish|German|French|Portuguese|Italian|Dutch|Polish|Arabic|Chinese|Mandarin|Cantonese|Japanese|Korean|Hindi|Urdu|Bengali|Turkish|Russian|Ukrainian|Greek|Swedish|Norwegian|Danish|Finnish|Czech|Romanian|Hungarian|Vietnamese|Thai|Indonesian|Malay|Tagalog|Filipino|Swahili|Hebrew|Persian|Farsi|Catalan|Afrikaans|Yoruba|Igbo|Hausa|Tamil|Telugu|Punjabi|Gujarati|Marathi';

/**
 * Asked for the reply in another language ("put it in Spanish", "translate it into German"): the
 * embedded coach writes only English, so it says so instead of ignoring the request.
 */
const IN_ANOTHER_LANGUAGE = new RegExp(
  [
    // "put it in Spanish", "write the reply in German too", "translate this into French"
    `\\b(?:translat\\w*|put|write|make|say|send|do|have|give me|turn)\\b (?:it|this|that|them|the (?:reply|message|email|text|answer|draft|note))(?: also| too| all)? (?:in|into|to) (${LANGUAGES})\\b`,
    `\\btranslat\\w* (?:in|into|to) (${LANGUAGES})\\b`,
    // a bare "in Spanish please" as the whole follow-up
    `^(?:and |also |now |ok |okay )?(?:in|into) (${LANGUAGES})(?: please| pls| too)?[?.!]*$`,
  ].join('|'),
  'i',
);

export function languageAskedFor(message: string): string | null {
  const match = IN_ANOTHER_LANGUAGE.exec(message.trim());
  const asked = match?.slice(1).find(Boolean);
  return asked ? asked.charAt(0).toUpperCase() + asked.slice(1).toLowerCase() : null;
}

/** The reply with an honest note first, when it was asked for in a language the coach does not write. */
export function withLanguageNote(reply: CoachReply, message: string): CoachReply {
  const language = languageAskedFor(message);
  if (!language || reply.suggested_reply.trim() === '' || reply.clarify) return reply;
  return {
    ...reply,
    insights: [
      `I can only write in English, so I can't put it into ${language} for you; the reply below is in English, in short, plain sentences that translate cleanly. A translation tool or a colleague who speaks ${language} can turn it into ${language}, and it is worth a native speaker's look before you send it.`,
      ...reply.insights,
    ],
  };
}
