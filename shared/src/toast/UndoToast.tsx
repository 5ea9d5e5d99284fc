import { useState } from 'react';
import type { Id, toast as Toast } from 'react-toastify/unstyled';

interface UndoToastProps {
  message: string;
  onUndo: () => void;
}

/**
 * The success message with its Undo button, read as one line: "Order 101033 → Awaiting Govt · Undo". The
 * button is busy once pressed, so it runs once.
 */
function UndoToastBody({ message, onUndo }: UndoToastProps) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="ea-undo-toast d-flex align-items-center gap-2">
      <span className="flex-grow-1">{message}</span>
      <span aria-hidden="true" className="text-secondary">
        {' · '}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-light border fw-semibold flex-shrink-0"
        disabled={busy}
        onClick={(event) => {
          // The toast closes on a click; this one must stay until the undo has answered.
          event.stopPropagation();
          setBusy(true);
          onUndo();
        }}
      >
        {busy ? 'Undoing…' : 'Undo'}
      </button>
    </div>
  );
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The change could not be undone.';

/**
 * Shows a success toast that offers Undo for `offerMs`. Pressing Undo keeps the toast open while the undo
 * runs, then turns the same toast into what happened: the undo's message, or the reason it was refused
 * (an order changed since, too late, not yours), so one place on screen tells the whole story.
 */
export function showUndoToast(
  toast: typeof Toast,
  message: string,
  undo: () => Promise<string>,
  offerMs: number,
): Id {
  let id: Id = '';
  const onUndo = () => {
    toast.update(id, { autoClose: false, closeOnClick: false });
    undo().then(
      (done) => toast.update(id, { render: done, type: 'success', autoClose: 5000, closeOnClick: true }),
      (error: unknown) =>
        toast.update(id, { render: errorText(error), type: 'error', autoClose: 5000, closeOnClick: true }),
    );
  };
  id = toast.success(<UndoToastBody message={message} onUndo={onUndo} />, {
    autoClose: offerMs,
    closeOnClick: false,
  });
  return id;
}
