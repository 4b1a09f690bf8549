/**
 * The user's answer to a message they quote, as they told it to the coach: "I can do it but only 8
 * to 10", "We can do Sat 15th to Tue 18th", "I'm fine with it if they pay an extra $500 pet
 * deposit". Said back to the person who asked, it is the reply's point; without it a reply to a
 * quoted request thanks them "for your message" and says nothing (the fresh chat batches).
 */

/** A sentence that states what the user can, will or will not do. */
const POSITION =
  /^(?:(?:yes|sure|happy to|glad to|of course)\b|(?:(?:no|fine|ok|okay)\b[,!.]? )?(?:i|we)(?:['’]m| am|['’]re| are| can| can['’]t| cannot| could| couldn['’]t| will| won['’]t|['’]ll|['’]d be| would be)\b)/i;
/** Told to the coach only: a floor, a feeling, a plan for how to say it. */
const COACH_ONLY =
  /\b(?:(?:i['’]m|i am) (?:not |never |so |really |very |quite |a bit |pretty |too )*(?:great|good|bad|terrible|awful|rubbish|hopeless|useless|shy|introverted|an? |the |from|new|based|in |at |on )|accept|settle|live with|at most|at the most|walk away|bottom line|want to|wanna|need to|don['’]t want|hate|love|afraid|scared|worried|nervous|anxious|feel|felt|honestly|tbh|not sure|thinking|think|wondering|going to (?:say|tell|reply|write|ask)|lol)\b/i;

/** Sentences of the message, with quoted words left out so their sentences are not the user's. */
function ownSentences(message: string): string[] {
  const unquoted = message.replace(/["“][^"“”\n]{0,400}["”]/g, '.\n');
  return unquoted
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The user's stated answer, turned to the person who asked ("they pay" is "you pay"); null if none. */
export function positionOf(message: string): string | null {
  if (!/["“][^"“”\n]{8,400}["”]/.test(message)) return null;
  for (const sentence of ownSentences(message)) {
    if (!POSITION.test(sentence) || COACH_ONLY.test(sentence)) continue;
    const words = sentence.split(/\s+/).length;
    if (words < 4 || words > 40) continue;
    // "he/she" or "they" is the one who asked: said to them, "you".
    const turned = sentence
      .replace(/\b(?:they|he|she)['’]re\b/gi, "you're")
      .replace(/\b(?:he|she) (is|was|has)\b/gi, (_, verb: string) =>
        verb === 'is' ? 'you are' : verb === 'was' ? 'you were' : 'you have',
      )
      .replace(/\b(?:they|he|she)\b/gi, 'you')
      .replace(/\b(?:them|him)\b/gi, 'you')
      .replace(/\b(?:their|his)\b/gi, 'your')
      .replace(/\bher\b/gi, 'you');
    const ended = /[.!?]$/.test(turned) ? turned : `${turned}.`;
    return ended.charAt(0).toUpperCase() + ended.slice(1);
  }
  return null;
}

/** "I'd accept 1,375 if I sign for 2 years", "I can do ¥70,000 if they commit to 10 days minimum". */
const COUNTER =
  /\b(?:i|we)(?:['’]d| would| could| can)(?: be happy to| happily)? (accept|do|offer|take|meet (?:you |them |him |her )?at|agree to|go (?:to|down to|up to)) ((?:\d[.,]\d|[^.?!;\n]){2,80}?) if ((?:they|he|she|you|we|i) (?:\d\.\d|[^.?!;\n]){3,80})(?=[.?!;\n]|$)/i;

/**
 * The user's counter-offer on their own terms, said to the other side: "I can offer ¥70,000 if you
 * commit to 10 days minimum". Null when there is none: a floor the user would only live with
 * ("Net 45 max") stays theirs.
 */
export function counterOf(message: string): string | null {
  const found = COUNTER.exec(message);
  if (!found) return null;
  const [, verb = '', what = '', condition = ''] = found;
  if (/\b(?:max|maximum|at most|at the most|worst case|bottom line|floor)\b/i.test(what))
    return null;
  const offered = /^(?:accept|take|agree to)$/i.test(verb) ? 'accept' : verb.toLowerCase();
  const when = condition
    .replace(/^(?:they|he|she)\b/i, 'you')
    .replace(/\b(?:they|he|she)\b/gi, 'you')
    .replace(/\b(?:their|his|her)\b/gi, 'your')
    .replace(/\b(?:them|him)\b/gi, 'you')
    .replace(
      /\byou (commits|gives|signs|agrees|pays|locks|orders|books|confirms)\b/gi,
      (_, v: string) => `you ${v.slice(0, -1)}`,
    )
    .trim();
  return `I can ${offered === 'do' ? 'do' : offered} ${what.trim()} if ${when}`;
}
