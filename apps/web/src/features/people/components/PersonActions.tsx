import { Button } from '#web/components/ui';
import { PEOPLE_TEXT } from '../texts';

interface PersonActionsProps {
  name: string;
  /** Delete was pressed: ask before deleting, with a way back. */
  confirming: boolean;
  /** The delete is under way. */
  busy: boolean;
  editDisabled?: boolean;
  onEdit: () => void;
  onAskDelete: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/** Edit and delete for one person, delete only after a confirmation that names them. */
export function PersonActions({
  name,
  confirming,
  busy,
  editDisabled = false,
  onEdit,
  onAskDelete,
  onConfirmDelete,
  onCancelDelete,
}: PersonActionsProps) {
  if (confirming) {
    return (
      <div className="people-confirm" role="group" aria-label={PEOPLE_TEXT.remove.confirm(name)}>
        <span>{PEOPLE_TEXT.remove.confirm(name)}</span>
        <Button variant="danger" busy={busy} disabled={busy} onClick={onConfirmDelete}>
          {PEOPLE_TEXT.remove.yes}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancelDelete}>
          {PEOPLE_TEXT.remove.no}
        </Button>
      </div>
    );
  }
  return (
    <div className="people-item__actions">
      <Button
        variant="secondary"
        aria-label={PEOPLE_TEXT.form.editHeading(name)}
        onClick={onEdit}
        disabled={editDisabled}
      >
        {PEOPLE_TEXT.detail.edit}
      </Button>
      <Button variant="secondary" aria-label={PEOPLE_TEXT.remove.named(name)} onClick={onAskDelete}>
        {PEOPLE_TEXT.remove.button}
      </Button>
    </div>
  );
}
