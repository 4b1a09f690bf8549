/**
 * Whose crisis a chat message tells: the user's own, or someone they are worried about (a
 * flatmate who gave his guitar away, a student's journal, a father cleaning his rifle). The answer
 * differs: the user is offered support for themselves; a worried friend is told how to reach the
 * other person today. Own is the default: telling someone at risk to "talk to them" would fail
 * them, so someone else's needs a person named or pointed to and no sign of the user's own.
 */

/** The user speaking of their own risk, in the first person. */
const OWN =
  /\b(?:myself|my life|my own life|my (?:sleeping )?(?:pills|meds|paracetamol|tablets)|my (?:arms?|thighs?|wrists?|legs?|skin)\b|keeping me (?:here|alive|going)|i go\b|i (?:just )?(?:want|wanna|need to (?:die|end|disappear|go)|am going to|plan|planned|might|could|will|keep|kept|can not (?:go on|take|cope|do this|keep|live|see)|do not want|have decided|decided|am ready|am done|am tired|am not going|will not|would not|am thinking|think about|keep thinking|have a plan|have been|started|have started|took|take|burn|cut|hit|stopped caring|have stopped|stopped (?:eating|caring|sleeping)|do not care|feel like (?:dying|ending|disappearing)|do not see the point|see no point|did|have given|gave|given|cancelled|canceled|sold|have written|wrote|have drafted|drafted|have sorted|sorted|overdosed|tried|sat|sit|stood|stand|drove|looked up|googled|searched|counted|bought|have bought)\b|\bfantasi[sz]\w* about\b|\b(?:stopping|keeping|stops|keeps) me from\b|\b(?:cansad[oa] de vivir|no (?:le )?veo sentido|ya no quiero|tenho pensado em me matar|não quero mais viver)|\bon purpose\b|\btrying to die\b|\bmy own (?:eulogy|funeral|obituary)\b|i am (?:a burden|done with|not (?:going|planning) to|not suicidal)|(?:better off|relieved|happier|easier) (?:without me|if i)|(?:finds|find|found) me\b|when i am gone|i will (?:already )?be gone|(?:main|mai) thak gaya|\bje (?:veux|vais) mourir|\bquiero morir|\bme quiero (?:morir|matar)|\bich (?:will|möchte) (?:nicht mehr leben|sterben))/i;

/**
 * The other person's words in quotes are theirs ("'make una no worry, I go soon rest'"); a
 * whole message in quotes (a line the user wants polished) stays, as there is nothing around it.
 */
function withoutQuotes(text: string): string {
  const outside = text.replace(
    /["“][^"“”\n]{1,300}["”]|(^|[\s(])['‘][^'‘’\n]{1,300}['’](?=[\s.,!?;:)]|$)/g,
    '$1 ',
  );
  return outside.trim().length >= 20 ? outside : text;
}

/** Contractions spelled out, so one pattern reads "I've", "Ive" and "I have" alike. */
function expanded(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/\bi'?ve\b/gi, 'i have')
    .replace(/\bi'm\b|\bim\b(?= \w)/gi, 'i am')
    .replace(/\bi'll\b/gi, 'i will')
    .replace(/\bi'd\b/gi, 'i would')
    .replace(/\b(can|won|would|do|did)n'?t\b/gi, (_, verb: string) =>
      verb.toLowerCase() === 'won'
        ? 'will not'
        : verb.toLowerCase() === 'can'
          ? 'can not'
          : `${verb} not`,
    );
}

/** Who else it may be about: a person named by their relation, or a he or she. */
const SOMEONE =
  /\b(?:my|our|a|an|the|one of (?:my|our|the)|this|his|her|mi|mis|ma|mon|mein|meine|meinem|meiner|meinen|minha|meu)\s+(?:[\w'-]+\s+){0,3}?(?:flatmate|roommate|housemate|friend|best friend|mate|buddy|colleague|coworker|co-worker|teammate|team member|report|employee|intern|apprentice|trainee|student|pupil|kid|child|son|daughter|teen|teenager|brother-in-law|sister-in-law|brother|sister|mum|mom|mother|dad|father|papa|mama|papá|mamá|parent|husband|wife|partner|boyfriend|girlfriend|fiancée?|ex|uncle|aunt|aunty|auntie|cousin|nephew|niece|grandmother|grandfather|grandma|grandpa|gran|nan|client|patient|customer|member|regular|neighbour|neighbor|tenant|boss|manager|lead|dev|developer|nurse|worker|guy|lad|girl|boy|woman|man|hermano|hermana|hijo|hija|amigo|amiga|copine|copain|ami|amie|kollege|kollegen|kollegin|freund|freundin|teman)\b|\bteman\b|\b(?:he|she)(?:'s|’s)?\b/i;

const THIRD_PERSON = /\b(?:he|she|him|her|his|hers|they|them|their|he's|she's)\b/i;

/**
 * True when the message is about someone else's crisis, not the user's own: someone is named or
 * pointed to, the user says nothing of their own risk, and every sentence that raised the crisis
 * speaks of someone else (one with nobody else in it, "I don't see the point of any of it", is
 * the user's own).
 */
export function isSomeoneElsesCrisis(
  text: string,
  hits: readonly { sentence: string; classified?: boolean }[] = [],
): boolean {
  if (hits.length === 0 || !SOMEONE.test(text) || OWN.test(expanded(withoutQuotes(text))))
    return false;
  // The classifier reads the message whole: each of its sentences is weighed.
  const sentences = hits.flatMap((hit) =>
    hit.classified ? hit.sentence.split(/(?<=[.!?])\s+/) : [hit.sentence],
  );
  return !sentences.some((sentence) => !THIRD_PERSON.test(sentence) && !SOMEONE.test(sentence));
}

/** The person, as the answer can name them: "your flatmate", or null for a he or she. */
export function whoIsAtRisk(text: string): string | null {
  const found =
    /\b(?:my|our)\s+((?:[\w'-]+\s+){0,2}?(?:flatmate|roommate|housemate|friend|best friend|mate|colleague|coworker|co-worker|teammate|report|employee|intern|apprentice|student|son|daughter|brother-in-law|sister-in-law|brother|sister|mum|mom|mother|dad|father|husband|wife|partner|boyfriend|girlfriend|uncle|aunt|cousin|nephew|niece|grandmother|grandfather|grandma|grandpa|client|patient|neighbour|neighbor))\b(?!-)/i.exec(
      text,
    );
  // "My daughter's friend": the friend is at risk, not the daughter.
  if (!found?.[1] || /^['’]s\b/.test(text.slice(found.index + found[0].length))) return null;
  const words = found[1].toLowerCase().split(/\s+/);
  // "my 14 year old son" is "your son"; "my veteran friend" keeps its word.
  const noun = words[words.length - 1] ?? '';
  const before = words
    .slice(0, -1)
    .filter((word) => /^[a-z-]+$/.test(word) && !/^(?:year|old|yo)$/.test(word));
  return `your ${[...before.slice(-1), noun].join(' ')}`;
}
