// The batch's actions in order, each with move up/down, edit and remove. Focus follows a moved
// action, so keyboard users can press "Move up" repeatedly.
import { useLayoutEffect, useRef } from 'react';
import type { NewTxAction } from '../actions';

/** Props of BatchList. */
export interface BatchListProps {
  actions: readonly NewTxAction[];
  canEdit: (action: NewTxAction) => boolean;
  onEdit: (index: number) => void;
  /** Moves the action at `index` by -1 (up) or +1 (down). */
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/** The ordered list of actions. */
export function BatchList({ actions, canEdit, onEdit, onMove, onRemove }: BatchListProps) {
  const list = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<{ index: number; control: string } | null>(null);
  // Before paint, in the same commit as the move: with a passive effect a second key press that
  // came right after the first (a fast keyboard user, or a test) landed on the removed button.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target || !list.current) return;
    focusAfter.current = null;
    const items = list.current.querySelectorAll<HTMLLIElement>(':scope > li');
    const item = items[Math.min(target.index, items.length - 1)];
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    button?.focus();
  }, [actions]);

  if (actions.length === 0) {
    return (
      <p className="hint">No actions yet: add one below or import a Transaction Builder file.</p>
    );
  }
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    // At the ends the same button is disabled: keep focus on its twin instead.
    const edge = to === 0 || to === actions.length - 1;
    focusAfter.current = {
      index: to,
      control: edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down',
    };
    onMove(index, by);
  };
  return (
    <ol className="batch-list" ref={list} aria-label="Actions in this batch">
      {actions.map((action, index) => {
        const position = `action ${index + 1}`;
        return (
          <li key={`${index}:${action.summary}`} className="batch-item">
            <span className="batch-summary">{action.summary}</span>
            <span className="row-actions">
              <button
                type="button"
                className="button"
                data-control="up"
                disabled={index === 0}
                aria-label={`Move ${position} up`}
                onClick={() => move(index, -1)}
              >
                ↑ Up
              </button>
              <button
                type="button"
                className="button"
                data-control="down"
                disabled={index === actions.length - 1}
                aria-label={`Move ${position} down`}
                onClick={() => move(index, 1)}
              >
                ↓ Down
              </button>
              {canEdit(action) && (
                <button
                  type="button"
                  className="button"
                  aria-label={`Edit ${position}`}
                  onClick={() => onEdit(index)}
                >
                  Edit
                </button>
              )}
              <button
                type="button"
                className="button"
                aria-label={`Remove ${position}`}
                onClick={() => {
                  focusAfter.current = { index, control: 'remove' };
                  onRemove(index);
                }}
              >
                Remove
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
