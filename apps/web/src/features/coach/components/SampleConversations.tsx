import { useId } from 'react';
import { SAMPLE_CONVERSATIONS, type SampleConversation } from '../content';
import { truncatePreview } from '../lib/truncate';
import { COACH_TEXT } from '../texts';

interface SampleConversationsProps {
  onPick: (sample: SampleConversation) => void;
  disabled?: boolean;
}

/** docs/product.md#s2, #s9: the seven sample conversations, each previewed in at most 80 characters. */
export function SampleConversations({ onPick, disabled = false }: SampleConversationsProps) {
  const headingId = useId();
  return (
    <section className="coach-samples" aria-labelledby={headingId}>
      <h2 id={headingId} className="coach-section-title">
        {COACH_TEXT.analyze.samplesHeading}
      </h2>
      <p className="coach-section-hint">{COACH_TEXT.analyze.samplesHint}</p>
      <ul className="coach-samples__list">
        {SAMPLE_CONVERSATIONS.map((sample) => (
          <li key={sample.id}>
            <SampleButton sample={sample} onPick={onPick} disabled={disabled} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SampleButton({
  sample,
  onPick,
  disabled,
}: {
  sample: SampleConversation;
  onPick: (sample: SampleConversation) => void;
  disabled: boolean;
}) {
  const previewId = useId();
  // Named by its title (the words it starts with); the preview is its description.
  return (
    <button
      type="button"
      className="coach-sample"
      aria-label={sample.title}
      aria-describedby={previewId}
      disabled={disabled}
      onClick={() => onPick(sample)}
    >
      <span className="coach-sample__title">{sample.title}</span>
      <span id={previewId} className="coach-sample__preview">
        {truncatePreview(sample.text)}
      </span>
    </button>
  );
}
