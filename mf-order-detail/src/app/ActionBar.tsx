import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import { useShortcuts } from '@earrival/shared/keyboard';
import { followOrderTrail, listReturnState } from '@earrival/shared/orderTrail';
import type { AdminScreenProps } from '@earrival/shared/routes';
import type { OrderDetail } from '@earrival/shared/types';
import { TrailNav, useOrderTrail, useStickyHeight, type TrailStep } from '../features/action-bar';
import '../features/action-bar/actionBar.css';
import { CommentForm } from '../features/comments';
import { StatusBadge, StatusButtons } from '../features/order-actions';
import { likelyNextStep } from '../lib/nextStep';

export interface ActionBarProps {
  order: OrderDetail;
  user: AdminScreenProps['user'];
}

const PANEL_ID = 'bar-comment';

/**
 * The order's work, kept in view while the page scrolls: the list it came from (back, previous, next),
 * the current status (a badge) with the moves to the others folded behind "Change status ▾" at every
 * width, and Add Comment, which opens the comment form right here instead of at the bottom of the page.
 * Its keys (c, n, p, u) are the shared shortcut list's.
 */
export function ActionBar({ order, user }: ActionBarProps) {
  const orderId = order.order_id;
  const trail = useOrderTrail(orderId);
  const navigate = useNavigate();
  const bar = useStickyHeight<HTMLElement>();
  const commentToggle = useRef<HTMLButtonElement>(null);
  const statusToggle = useRef<HTMLButtonElement>(null);
  const [commentOpen, setCommentOpen] = useState(false);
  // The status moves fold away behind one toggle (a phone's and a desktop's alike), so the bar stays one
  // row high and its nine moves do not compete with the list's links and Add Comment.
  const [statusOpen, setStatusOpen] = useState(false);
  const closeStatuses = () => {
    // The pressed move's button is gone with the move: the focus goes back to the toggle.
    setStatusOpen(false);
    statusToggle.current?.focus();
  };

  // Another order (Next, Previous) starts with the bar folded.
  useEffect(() => {
    setCommentOpen(false);
    setStatusOpen(false);
  }, [orderId]);

  const openComment = () => {
    // Already open: `c` brings the focus back to the remark.
    if (commentOpen) document.getElementById(`${PANEL_ID}-remark`)?.focus();
    else {
      setStatusOpen(false);
      setCommentOpen(true);
    }
  };
  const closeComment = () => {
    setCommentOpen(false);
    commentToggle.current?.focus();
  };

  // The order reached joins the trail first, so its page still belongs to the list (past the rows shown).
  const follow = (step: TrailStep) => {
    const to = step === 'next' ? trail?.next : trail?.previous;
    if (to !== null && to !== undefined) followOrderTrail(orderId, to, step);
  };
  const go = (step: TrailStep, path: string | null | undefined) =>
    path
      ? () => {
          follow(step);
          void navigate(path);
        }
      : undefined;

  useShortcuts({
    comment: openComment,
    nextOrder: go('next', trail?.nextPath),
    previousOrder: go('previous', trail?.previousPath),
    backToList: trail
      ? () => void navigate(trail.listUrl, { state: listReturnState([orderId, trail.next]) })
      : undefined,
  });

  return (
    <section ref={bar} className="od-bar" aria-label={`Actions for order ${orderId}`}>
      <div className="od-bar-row">
        {trail && <TrailNav trail={trail} orderId={orderId} onFollow={follow} />}
        <div className="od-bar-tools">
          <StatusBadge status={order.process_status} />
          <Button
            ref={statusToggle}
            size="sm"
            variant="outline-secondary"
            className="od-bar-status-toggle"
            aria-expanded={statusOpen}
            aria-controls="status"
            onClick={() => {
              // One fold open at a time: a phone has no room for the moves and the comment form together.
              setCommentOpen(false);
              setStatusOpen((open) => !open);
            }}
          >
            Change status <span aria-hidden>{statusOpen ? '▴' : '▾'}</span>
          </Button>
          <Button
            ref={commentToggle}
            size="sm"
            variant={commentOpen ? 'primary' : 'outline-primary'}
            aria-expanded={commentOpen}
            aria-controls={PANEL_ID}
            aria-keyshortcuts="c"
            onClick={commentOpen ? closeComment : openComment}
          >
            Add Comment
          </Button>
        </div>
      </div>
      <div id="status" className="od-bar-statuses" hidden={!statusOpen}>
        <StatusButtons
          orderId={orderId}
          status={order.process_status}
          role={user.type}
          next={likelyNextStep(order) === 'complete' ? 'Completed' : undefined}
          onMoved={closeStatuses}
        />
      </div>
      {commentOpen && (
        <div
          id={PANEL_ID}
          className="od-bar-panel"
          role="region"
          aria-label="New comment"
          onKeyDown={(event) => {
            // Not an Escape meant for a dialog opened from the form (React bubbles it here through the portal).
            if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) closeComment();
          }}
        >
          <div className="d-flex align-items-center mb-2">
            <span className="fw-semibold me-auto">Add Comment</span>
            <CloseButton aria-label="Close the comment form" onClick={closeComment} />
          </div>
          <CommentForm
            orderId={orderId}
            userName={user.name}
            refundRequested={order.refund_date !== null || order.process_status === 'Refunds'}
            idPrefix={PANEL_ID}
            focusOnMount
            onSaved={closeComment}
          />
        </div>
      )}
    </section>
  );
}
