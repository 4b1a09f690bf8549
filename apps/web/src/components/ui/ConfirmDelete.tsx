import { Button } from './Button';

interface ConfirmDeleteProps {
  /** The question, naming what goes and that it cannot be undone; also the group's name. */
  question: string;
  yes: string;
  no: string;
  /** The delete is under way: both buttons wait. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one "are you sure?" of a delete, shown in place of the Delete button (no dialog to trap
 * focus in): the question, a danger button that deletes and a way back. A group named by its
 * question, so a screen reader hears what the buttons answer (docs/decisions/0103-people-screens.md).
 */
export function ConfirmDelete({
  question,
  yes,
  no,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteProps) {
  return (
    <div className="confirm-delete" role="group" aria-label={question}>
      <span>{question}</span>
      <Button variant="danger" busy={busy} disabled={busy} onClick={onConfirm}>
        {yes}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={onCancel}>
        {no}
      </Button>
    </div>
  );
}
