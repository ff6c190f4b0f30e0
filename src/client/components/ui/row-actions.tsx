import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none data-highlighted:bg-slate-100';

/** One more thing the '…' menu offers before Delete (a client's 'Archive'). */
export interface RowMenuItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

interface RowActionsProps {
  /** Names read by screen readers, e.g. 'Edit Zoe Walker'. */
  editLabel?: string;
  /** The '…' button's name for screen readers, e.g. 'Actions for Zoe Walker'. */
  menuLabel: string;
  /** Edit in place (a dialog) ... */
  onEdit?: () => void;
  /** ... or on a page of its own, reached by a link; with neither, the row is not editable. */
  editTo?: string;
  items?: readonly RowMenuItem[];
  onDelete: () => void;
}

/**
 * A row's or card's actions: Edit at hand, Delete one step away in the '…' menu, so that no tap
 * on a phone deletes by mistake (issue 29 §4). Radix gives the menu its keys, Escape and focus.
 */
export function RowActions({ editLabel, menuLabel, onEdit, editTo, items = [], onDelete }: RowActionsProps) {
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
      <MoreActionsMenu label={menuLabel} items={items} onDelete={onDelete} />
    </div>
  );
}

interface MoreActionsMenuProps {
  /** The '…' button's name for screen readers. */
  label: string;
  items?: readonly RowMenuItem[];
  onDelete: () => void;
}

/**
 * The '…' menu: what else can be done with a record, Delete last and in red. A choice gives the
 * focus back to the '…' button before it acts, so that a dialog it opens returns the focus there.
 */
export function MoreActionsMenu({ label, items = [], onDelete }: MoreActionsMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const chose = useRef(false);
  const choose = (action: () => void) => () => {
    chose.current = true;
    trigger.current?.focus();
    action();
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button ref={trigger} variant="ghost" size="icon">
          <Ellipsis aria-hidden="true" />
          <span className="sr-only">{label}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-30 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          onCloseAutoFocus={(event) => {
            // After a choice the focus is placed already, and may be in the dialog it opened.
            if (chose.current) event.preventDefault();
            chose.current = false;
          }}
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className={`${itemClass} text-slate-800`}
              onSelect={choose(item.onSelect)}
            >
              {item.icon}
              {item.label}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item
            className={`${itemClass} text-red-700 data-highlighted:bg-red-50`}
            onSelect={choose(onDelete)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
