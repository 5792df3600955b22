import { Pencil, Trash2 } from 'lucide-react';

interface RowAction {
  /** Names the row it acts on ("Edit SAVE10"), for those who cannot see the icon. */
  label: string;
  onClick: () => void;
}

/** A table row's edit button and, where the row may go, its delete button. */
export function RowActions({ edit, remove }: { edit: RowAction; remove?: RowAction }) {
  return (
    <div className="d-flex gap-2">
      <button type="button" className="btn btn-sm btn-outline-light" aria-label={edit.label} onClick={edit.onClick}>
        <Pencil aria-hidden size={14} />
      </button>
      {remove && (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          aria-label={remove.label}
          onClick={remove.onClick}
        >
          <Trash2 aria-hidden size={14} />
        </button>
      )}
    </div>
  );
}
