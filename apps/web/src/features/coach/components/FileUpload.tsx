import { useId, useState, type ChangeEvent } from 'react';
import { readTextFile, uploadProblem } from '../lib/upload';
import { COACH_TEXT } from '../texts';

interface FileUploadProps {
  /** Called with the text of an accepted, non-empty file. */
  onText: (text: string) => void;
  disabled?: boolean;
}

/**
 * docs/product.md#s5: a .txt upload that fills the analysis box. Its problems show in an alert region next
 * to the control rather than a blocking window.alert (docs/decisions/0061).
 */
export function FileUpload({ onText, disabled = false }: FileUploadProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Clearing the input lets the same file be chosen again after it was fixed.
    input.value = '';
    if (!file) return;
    const rejected = uploadProblem(file);
    setProblem(rejected);
    if (rejected) return;
    try {
      const text = await readTextFile(file);
      if (text.trim() !== '') onText(text);
    } catch {
      setProblem(COACH_TEXT.upload.readFailed);
    }
  };

  return (
    <div className="coach-upload">
      <label className={`btn btn--secondary coach-upload__button${disabled ? ' is-disabled' : ''}`}>
        <svg className="coach-upload__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 16V4m0 0-4 4m4-4 4 4M5 16v3h14v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {COACH_TEXT.analyze.upload}
        <input
          type="file"
          className="visually-hidden"
          accept=".txt,text/plain"
          aria-describedby={hintId}
          disabled={disabled}
          onChange={(event) => void onChange(event)}
        />
      </label>
      <span id={hintId} className="coach-upload__hint">
        {COACH_TEXT.analyze.uploadHint}
      </span>
      {problem ? (
        <p className="coach-upload__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
