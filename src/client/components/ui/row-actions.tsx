import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';

interface RowActionsProps {
  /** Names read by screen readers, e.g. 'Edit Zoe Walker'. */
  editLabel?: string;
  deleteLabel: string;
  /** Edit in place (a dialog) ... */
  onEdit?: () => void;
  /** ... or on a page of its own, reached by a link; with neither, the row is not editable. */
  editTo?: string;
  onDelete: () => void;
}

/** The edit and delete icon buttons of a list row or card. */
export function RowActions({ editLabel, deleteLabel, onEdit, editTo, onDelete }: RowActionsProps) {
  const editContent = (
    <>
      <Pencil aria-hidden="true" />
      <span className="sr-only">{editLabel}</span>
    </>
  );
  return (
    <div className="flex shrink-0 justify-end gap-1">
      {editTo ? (
        <Button asChild variant="ghost" size="icon">
          <Link to={editTo}>{editContent}</Link>
        </Button>
      ) : onEdit ? (
        <Button variant="ghost" size="icon" onClick={onEdit}>
          {editContent}
        </Button>
      ) : null}
      <Button variant="ghost" size="icon" className="text-red-700 hover:bg-red-50" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        <span className="sr-only">{deleteLabel}</span>
      </Button>
    </div>
  );
}
