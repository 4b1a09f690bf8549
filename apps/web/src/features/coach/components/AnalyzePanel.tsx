import { useId, useRef } from 'react';
import { LIMITS } from '@styleprint/contracts';
import { Alert, Button } from '../../../components/ui';
import type { SampleConversation } from '../content';
import type { Analysis } from '../hooks/use-analysis';
import type { ConnectionStatus } from '../hooks/use-connection-status';
import { submitOnEnter } from '../lib/keyboard';
import { COACH_TEXT } from '../texts';
import { AnalysisResult } from './AnalysisResult';
import { CharCounter } from './CharCounter';
import { FileUpload } from './FileUpload';
import { SampleConversations } from './SampleConversations';

interface AnalyzePanelProps {
  analysis: Analysis;
  status: ConnectionStatus;
  onContinueInChat: () => void;
}

const T = COACH_TEXT.analyze;

/** Spec §2 "Analyze Conversation mode": text area, .txt upload, samples and the results card. */
export function AnalyzePanel({ analysis, status, onContinueInChat }: AnalyzePanelProps) {
  const fieldId = useId();
  const counterId = useId();
  const hintId = useId();
  const tooLongId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const disconnected = status === 'disconnected';

  const fillText = (text: string) => {
    analysis.setText(text);
    fieldRef.current?.focus();
  };

  const analyzeAnother = () => {
    analysis.reset();
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
        <label className="field__label" htmlFor={fieldId}>
          {T.fieldLabel}
        </label>
        <textarea
          id={fieldId}
          ref={fieldRef}
          className="field__input coach-textarea coach-textarea--analyze"
          value={analysis.text}
          placeholder={T.placeholder}
          rows={8}
          aria-describedby={`${counterId} ${hintId}${analysis.tooLong ? ` ${tooLongId}` : ''}`}
          aria-invalid={analysis.tooLong || undefined}
          onChange={(event) => analysis.setText(event.target.value)}
          onKeyDown={submitOnEnter(analysis.analyze)}
        />
        <div className="coach-field-meta">
          <span id={hintId} className="coach-field-meta__hint">
            {T.hint}
          </span>
          <CharCounter id={counterId} count={analysis.text.length} max={LIMITS.analysisMaxChars} />
        </div>
        {analysis.tooLong ? (
          <p id={tooLongId} className="coach-field-error" role="alert">
            {T.tooLong(LIMITS.analysisMaxChars)}
          </p>
        ) : null}
        <div className="coach-analyze__actions">
          <FileUpload onText={fillText} disabled={analysis.busy} />
          <Button type="submit" busy={analysis.busy} disabled={!analysis.canAnalyze}>
            {disconnected ? T.unavailable : T.submit}
          </Button>
        </div>
        {analysis.busy ? (
          <p className="visually-hidden" role="status">
            {T.busy}
          </p>
        ) : null}
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
        />
      ) : null}

      <SampleConversations
        onPick={(sample: SampleConversation) => fillText(sample.text)}
        disabled={analysis.busy}
      />
    </div>
  );
}
