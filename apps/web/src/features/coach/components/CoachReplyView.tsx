import { Named } from '#web/components/ui';
import { isEmptyReply, isFixedMoment, type CleanReply } from '../lib/clean-reply';
import { COACH_TEXT } from '../texts';
import { SafetyWarnings, TooLittleNote } from './CoachNotices';
import { MomentNote, SafetyMomentCard } from './SafetyMomentCard';
import type { CoachAbout, CoachSituation } from '@styleprint/contracts';
import { ClarifyChoice } from './ClarifyChoice';
import { ReadingCard } from './ReadingCard';
import { SpeakerChoice } from './SpeakerChoice';

interface CoachReplyViewProps {
  reply: CleanReply;
  /** The level of the section headings, below the heading that holds the reply. */
  headingLevel: 3 | 4;
  /** Ours (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md): answers "Which of these is you?" by running the analysis again. */
  onChooseSpeaker?: (speaker: string) => void;
  /** Ours (docs/decisions/0126-coach-chat-situations.md): answers the chat's clarifying question. */
  onChooseClarify?: (message: string) => void;
  /** Ours (docs/decisions/0127-coach-reading-shown-and-corrected.md): "Not right?" on an analysis. */
  onChooseReading?: (situation: CoachSituation, sentence: string) => void;
  busy?: boolean;
}

/** Whose results the reply used for the person chosen (decision 0104). */
function SourceNote({ about }: { about: CoachAbout }) {
  return (
    <p className="coach-reply__source">
      <Named
        text={
          about.source === 'shared' ? COACH_TEXT.reply.fromOwnResults : COACH_TEXT.reply.fromGuess
        }
        name={about.name}
      />
    </p>
  );
}

/**
 * docs/product.md#s8: the style, the insights and the suggested reply, each under its heading. Everything is
 * rendered as text, never as HTML: a reply is untrusted.
 */
export function CoachReplyView({
  reply,
  headingLevel,
  onChooseSpeaker,
  onChooseClarify,
  onChooseReading,
  busy = false,
}: CoachReplyViewProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (isEmptyReply(reply)) return <p className="coach-reply__text">{COACH_TEXT.reply.empty}</p>;
  const moment = reply.moment;
  if (moment && isFixedMoment(moment.kind)) {
    return (
      <div className="coach-reply">
        <SafetyMomentCard reply={{ ...reply, moment }} headingLevel={headingLevel} />
      </div>
    );
  }
  // A medical or legal question: its note first, in the card's calm style, then the reply.
  const note = moment ? reply.insights[0] : undefined;
  // The clarifying question's buttons stand for its text; an older one stays as text.
  const asking = reply.clarify && onChooseClarify ? reply.clarify : null;
  const insights = asking ? [] : note ? reply.insights.slice(1) : reply.insights;
  return (
    <div className="coach-reply">
      {/* Safety first, then the question only the person can answer, then the reading. */}
      <SafetyWarnings warnings={reply.safety ?? []} />
      {moment && note ? <MomentNote kind={moment.kind} note={note} /> : null}
      {reply.speakerChoice && onChooseSpeaker ? (
        <SpeakerChoice choice={reply.speakerChoice} busy={busy} onChoose={onChooseSpeaker} />
      ) : null}
      {reply.reading ? (
        <ReadingCard
          reading={reply.reading}
          headingLevel={headingLevel}
          busy={busy}
          {...(onChooseReading ? { onChoose: onChooseReading } : {})}
          {...(onChooseSpeaker && !reply.speakerChoice ? { onChooseSpeaker } : {})}
        />
      ) : null}
      {reply.about ? <SourceNote about={reply.about} /> : null}
      {reply.style ? (
        <section className="coach-reply__part">
          <Heading className="coach-reply__heading" tabIndex={-1}>
            {COACH_TEXT.reply.style}
          </Heading>
          <p className="coach-reply__text">{reply.style}</p>
          <TooLittleNote names={reply.tooLittle ?? []} />
        </section>
      ) : null}
      {asking && onChooseClarify ? (
        <ClarifyChoice clarify={asking} busy={busy} onChoose={onChooseClarify} />
      ) : null}
      {insights.length > 0 ? (
        <section className="coach-reply__part">
          <Heading className="coach-reply__heading" tabIndex={-1}>
            {COACH_TEXT.reply.insights}
          </Heading>
          <ul className="coach-reply__insights">
            {insights.map((insight, index) => (
              <li key={index}>{insight}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {reply.reply ? (
        <section className="coach-reply__part">
          <Heading className="coach-reply__heading" tabIndex={-1}>
            {reply.replyHeading}
          </Heading>
          <p className="coach-reply__text coach-reply__text--suggested">{reply.reply}</p>
        </section>
      ) : null}
    </div>
  );
}
