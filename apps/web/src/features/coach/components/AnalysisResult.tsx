import type { CoachSituation } from '@styleprint/contracts';
import { Button } from '#web/components/ui';
import type { CleanReply } from '../lib/clean-reply';
import { COACH_TEXT } from '../texts';
import { CoachReplyView } from './CoachReplyView';

interface AnalysisResultProps {
  reply: CleanReply;
  onContinue: () => void;
  onAnalyzeAnother: () => void;
  /** Runs the analysis again with the speaker the person chose. */
  onChooseSpeaker: (speaker: string) => void;
  /** Runs the analysis again for the reading the person chose under "Not right?". */
  onChooseReading: (situation: CoachSituation, sentence: string) => void;
  busy: boolean;
}

/** docs/product.md#s2, #s4: the results card with "Continue in Chat Mode" and "Analyze Another". */
export function AnalysisResult({
  reply,
  onContinue,
  onAnalyzeAnother,
  onChooseSpeaker,
  onChooseReading,
  busy,
}: AnalysisResultProps) {
  return (
    <section className="card coach-result" aria-labelledby="coach-result-title">
      <h2 id="coach-result-title" className="coach-section-title">
        {COACH_TEXT.results.heading}
      </h2>
      <CoachReplyView
        reply={reply}
        headingLevel={3}
        onChooseSpeaker={onChooseSpeaker}
        onChooseReading={onChooseReading}
        busy={busy}
      />
      <div className="coach-result__actions">
        <Button onClick={onContinue}>{COACH_TEXT.results.continueChat}</Button>
        <Button variant="ghost" onClick={onAnalyzeAnother}>
          {COACH_TEXT.results.analyzeAnother}
        </Button>
      </div>
    </section>
  );
}
