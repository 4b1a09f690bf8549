import { isSpeakerLabel } from './names.js';
import type { ConversationFormat, Turn } from './types.js';

/**
 * Chat transcripts: `Name: text`, `[10:32] Name: text`, `[12/03/2024, 10:32:15] Name: text`,
 * `12/03/2024, 10:32 - Name: text`, `10:32 - Name: text`, and Slack-style headers (`Dana Lee  9:14 AM`
 * on a line of its own, the message below). A line that starts no turn continues the previous one.
 */

const DATE = String.raw`\d{1,4}[./-]\d{1,2}[./-]\d{1,4}`;
const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?`;
const STAMP = String.raw`(?:${DATE},?\s+)?${TIME}`;
const PREFIX = String.raw`(?:\[\s*${STAMP}\s*\]\s*(?:[-–—]\s*)?|${STAMP}\s*[-–—]\s*|${STAMP}\s+|\[\s*${DATE}\s*\]\s*)`;
const NAME = String.raw`([\p{L}][\p{L}\p{M}'’. -]{0,39}?)`;

const TURN_LINE = new RegExp(String.raw`^\s*(${PREFIX})?${NAME}\s*:\s*(.*)$`, 'u');
const HEADER_LINE = new RegExp(String.raw`^\s*${NAME}\s{1,}\[?${TIME}\]?\s*$`, 'u');

/** Export noise that is not anybody's words. */
const NOISE =
  /^(?:<media omitted>|<attached: .*>|image omitted|this message was deleted|messages and calls are end-to-end encrypted.*)$/i;

interface LineStart {
  speaker: string;
  text: string;
  timestamped: boolean;
}

function readTurnStart(line: string): LineStart | null {
  const turn = TURN_LINE.exec(line);
  if (turn) {
    const [, prefix, name = '', text = ''] = turn;
    if (isSpeakerLabel(name) && !/^\/\//.test(text)) {
      return { speaker: name.trim(), text: text.trim(), timestamped: prefix !== undefined };
    }
  }
  const header = HEADER_LINE.exec(line);
  if (header && isSpeakerLabel(header[1] ?? '')) {
    return { speaker: (header[1] ?? '').trim(), text: '', timestamped: true };
  }
  return null;
}

export interface ChatLinesReading {
  format: Extract<ConversationFormat, 'lines' | 'timestamped'>;
  turns: Turn[];
}

/**
 * Reads the text as a chat transcript, or returns null when it is not one: fewer than two turn
 * lines, or turn lines too rare among the text's lines to be a transcript rather than prose that
 * happens to contain "Note: …".
 */
export function readChatLines(text: string): ChatLinesReading | null {
  const lines = text.split(/\r?\n/);
  const starts = lines.map(readTurnStart);
  const startCount = starts.filter((start) => start !== null).length;
  const nonEmpty = lines.filter((line) => line.trim() !== '').length;
  const distinct = new Set(starts.flatMap((start) => (start ? [start.speaker.toLowerCase()] : [])));
  const looksLikeChat =
    startCount >= 2 &&
    (distinct.size >= 2 || startCount * 2 >= nonEmpty) &&
    startCount * 5 >= nonEmpty;
  if (!looksLikeChat) return null;

  const turns: Turn[] = [];
  let timestamped = 0;
  lines.forEach((line, index) => {
    const start = starts[index];
    if (start) {
      if (start.timestamped) timestamped += 1;
      turns.push({ speaker: start.speaker, text: start.text });
      return;
    }
    const trimmed = line.trim();
    const current = turns[turns.length - 1];
    // Lines before the first speaker (a title, a note) belong to nobody.
    if (current && trimmed !== '') {
      current.text = current.text ? `${current.text}\n${trimmed}` : trimmed;
    }
  });
  const spoken = turns
    .map((turn) => ({ ...turn, text: turn.text.trim() }))
    .filter((turn) => turn.text !== '' && !NOISE.test(turn.text));
  return { format: timestamped * 2 >= startCount ? 'timestamped' : 'lines', turns: spoken };
}
