/**
 * What the user lists for someone after a colon ("need to send him the instructions: half a pouch
 * morning and evening, the biscuits are in the cupboard above the sink, and the vet is…"): the
 * content of the message itself, which a reply that only offers to "go through it" leaves out.
 */
import { pronounsToYou } from './to-them.js';

/** Words before the colon that say a list for the other person follows. */
const INTRODUCES =
  /\b(?:instructions|details|key (?:stuff|things|points|info)|the plan|info|information|handover|hand over|taking over|takes over|the following|what (?:she|he|they) needs? to know|things to know|need to (?:send|email|tell|write|give|let)|(?:welcome|handover) (?:message|email|note)|checklist|to-?dos?)\b[^:\n]{0,60}$/i;

/** The list, as it can be sent: "her signature" to the one taking over is "your signature". */
export function listedFor(message: string): string | null {
  for (const match of message.matchAll(
    /([^.!?\n:]{3,160}):\s+([^\n]{12,400}?)(?=[.!?](?:\s|$)|\n|$)/g,
  )) {
    const before = match[1] ?? '';
    const list = (match[2] ?? '').trim();
    if (!INTRODUCES.test(before)) continue;
    // A list is several items: commas or "and" between them.
    if (!/,|\band\b/.test(list) || list.split(/\s+/).length < 6) continue;
    // Said to the one it is for: "(she has access)" is "(you have access)".
    return pronounsToYou(list)
      .replace(/\b(?:she|he)['’]s\b/gi, "you're")
      .replace(/\b(?:she|he) (?:is)\b/gi, 'you are')
      .replace(/\b(?:she|he) (?:has)\b/gi, 'you have')
      .replace(/\b(?:she|he)\b/gi, 'you')
      .replace(/[,;]$/, '');
  }
  return null;
}
