import { useRef } from 'react';
import { LIMITS } from '@styleprint/contracts';
import { Alert, Button } from '#web/components/ui';
import type { SampleConversation } from '../content';
import type { Analysis } from '../hooks/use-analysis';
import type { ConnectionStatus } from '../hooks/use-connection-status';
import type { LongPaste } from '../hooks/use-long-paste';
import type { PasteSource } from '../lib/long-paste';
import { COACH_TEXT } from '../texts';
import { AnalysisResult } from './AnalysisResult';
import { FileUpload } from './FileUpload';
import { LimitedTextArea } from './LimitedTextArea';
import { LongPasteNotice } from './LongPasteNotice';
import { SampleConversations } from './SampleConversations';

interface AnalyzePanelProps {
  analysis: Analysis;
  /** Ours: a paste longer than the limit is made to fit, and the box says how. */
  longPaste: LongPaste;
  status: ConnectionStatus;
  onContinueInChat: () => void;
}

const T = COACH_TEXT.analyze;

/** docs/product.md#s2-7 "Analyze Conversation mode": text area, .txt upload, samples and the results card. */
export function AnalyzePanel({ analysis, longPaste, status, onContinueInChat }: AnalyzePanelProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const disconnected = status === 'disconnected';

  const fillText = (text: string, source: PasteSource) => {
    longPaste.fill(text, source);
    fieldRef.current?.focus();
  };

  const analyzeAnother = () => {
    longPaste.clear();
    analysis.reset();
    fieldRef.current?.focus();
  };

  const restoreWholePaste = () => {
    longPaste.restore();
    fieldRef.current?.focus();
  };

  return (
    <div className="coach-analyze">
      <form
        className="coach-analyze__form"
        onSubmit={(event) => {
          event.preventDefault();
          analysis.analyze();
        }}
      >
        <LimitedTextArea
          label={T.fieldLabel}
          value={analysis.text}
          onChange={longPaste.change}
          onSubmit={analysis.analyze}
          max={LIMITS.analysisMaxChars}
          hint={T.hint}
          tooLongMessage={T.tooLong(LIMITS.analysisMaxChars)}
          variant="analyze"
          rows={8}
          placeholder={T.placeholder}
          inputRef={fieldRef}
        />
        <LongPasteNotice
          fitted={longPaste.fitted}
          onChoosePart={longPaste.choosePart}
          onRestore={restoreWholePaste}
        />
        <div className="coach-analyze__actions">
          <FileUpload onText={(text) => fillText(text, 'file')} disabled={analysis.busy} />
          <Button type="submit" busy={analysis.busy} disabled={!analysis.canAnalyze}>
            {disconnected ? T.unavailable : T.submit}
          </Button>
        </div>
        {/* The screen's live region says "Analyzing your conversation...". */}
      </form>

      {analysis.failure ? (
        <Alert>
          <p className="coach-failure__text">{COACH_TEXT.failures.analysis}</p>
          <p className="coach-failure__detail">
            {COACH_TEXT.chat.detail} {analysis.failure}
          </p>
        </Alert>
      ) : null}

      {analysis.result ? (
        <AnalysisResult
          reply={analysis.result}
          onContinue={onContinueInChat}
          onAnalyzeAnother={analyzeAnother}
          onChooseSpeaker={analysis.chooseSpeaker}
          onChooseReading={analysis.chooseReading}
          busy={analysis.busy}
        />
      ) : null}

      <SampleConversations
        onPick={(sample: SampleConversation) => fillText(sample.text, 'sample')}
        disabled={analysis.busy}
      />
    </div>
  );
}
