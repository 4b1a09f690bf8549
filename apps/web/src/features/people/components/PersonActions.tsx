import { Button, ConfirmDelete } from '#web/components/ui';
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
      <ConfirmDelete
        question={PEOPLE_TEXT.remove.confirm(name)}
        yes={PEOPLE_TEXT.remove.yes}
        no={PEOPLE_TEXT.remove.no}
        busy={busy}
        onConfirm={onConfirmDelete}
        onCancel={onCancelDelete}
      />
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
