import type { Answer, Question } from '@styleprint/contracts';
import { FRAMEWORK_STYLE_LABELS } from '@styleprint/scoring';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Badge } from '#web/components/ui';

interface QuestionCardProps {
  question: Question;
  number: number;
  selected: string | undefined;
  disabled: boolean;
  /** Move focus into the options when the question appears (after Next or Previous). */
  focusOnShow: boolean;
  onAnswer: (answer: Answer) => void;
  /** Enter on an option: continue, as the Next button would. */
  onContinue: () => void;
}

/**
 * One question as a native radio group: arrow keys move between options and choose them (the
 * browser's own behaviour), Enter continues.
 */
export function QuestionCard({
  question,
  number,
  selected,
  disabled,
  focusOnShow,
  onAnswer,
  onContinue,
}: QuestionCardProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (!focusOnShow) return;
    const radios = groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const target = Array.from(radios ?? []).find((radio) => radio.checked) ?? radios?.[0];
    target?.focus();
  }, [focusOnShow]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onContinue();
    }
  };

  return (
    <fieldset ref={groupRef} className="question" disabled={disabled}>
      <legend className="question__legend">
        <span className="question__meta">
          <Badge>{FRAMEWORK_STYLE_LABELS[question.framework]}</Badge>
          <span className="visually-hidden">Question {number}: </span>
        </span>
        <span className="question__text">{question.text}</span>
      </legend>
      <div className="question__options">
        {question.options.map((option) => (
          <label key={option.value} className="option">
            <input
              type="radio"
              name={question.id}
              value={option.value}
              checked={selected === option.value}
              onChange={() =>
                onAnswer({
                  questionId: question.id,
                  framework: question.framework,
                  value: option.value,
                })
              }
              onKeyDown={onKeyDown}
            />
            <span className="option__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
