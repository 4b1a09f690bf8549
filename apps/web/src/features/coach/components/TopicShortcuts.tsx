import { useId } from 'react';
import { COACHING_TOPICS, type CoachingTopic } from '../content';
import { COACH_TEXT } from '../texts';

interface TopicShortcutsProps {
  onPick: (topic: CoachingTopic) => void;
}

/** docs/product.md#s2, #s9: the ten coaching-topic shortcuts; each puts its question in the message box. */
export function TopicShortcuts({ onPick }: TopicShortcutsProps) {
  const headingId = useId();
  return (
    <section className="coach-topics" aria-labelledby={headingId}>
      <h2 id={headingId} className="coach-section-title">
        {COACH_TEXT.chat.topicsHeading}
      </h2>
      <ul className="coach-topics__list">
        {COACHING_TOPICS.map((topic) => (
          <li key={topic.id}>
            <button
              type="button"
              className="coach-topic"
              title={topic.prompt}
              onClick={() => onPick(topic)}
            >
              {topic.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
