// Compose a batch: add actions with any form of the registry, edit, reorder and remove them, import
// and export Transaction Builder files. Every change goes to onChange (the flow keeps the draft);
// the finished list goes to onSubmit, which reviews it as one MultiSendCallOnly call.
import { useEffect, useId, useRef, useState } from 'react';
import type { ActionFormEntry, NewTxAction, NewTxKind } from '../actions';
import type { ReadySafe } from '../../../shared/RequireSafe';
import { BatchFileControls } from './BatchFileControls';
import { BatchList } from './BatchList';
import './batch.css';
import { batchRefusal } from './batchActions';

/** Props of BatchBuilder. */
export interface BatchBuilderProps {
  safe: ReadySafe;
  /** The forms a batch action can be made with (every kind but batches themselves). */
  registry: readonly ActionFormEntry[];
  /** The batch to start from (a draft). */
  initial?: { actions: NewTxAction[] };
  /** Every change of the batch, so the draft keeps it. */
  onChange: (batch: { actions: NewTxAction[] }) => void;
  /** The user finished the batch: the flow reviews it as one MultiSendCallOnly call. */
  onSubmit: (actions: NewTxAction[]) => void;
}

type Editing = { kind: NewTxKind; index: number | null; initial?: Record<string, unknown> };

/** Add, reorder and remove actions; import/export Transaction Builder JSON. */
export function BatchBuilder({ safe, registry, initial, onChange, onSubmit }: BatchBuilderProps) {
  const kindId = useId();
  const [actions, setActions] = useState<NewTxAction[]>(() => initial?.actions ?? []);
  const [picked, setPicked] = useState<NewTxKind | ''>('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const formOpen = editing !== null;
  // Opening a form moves focus to its heading: the button that opened it is gone.
  useEffect(() => {
    if (formOpen) formHeadingRef.current?.focus();
  }, [formOpen]);

  const change = (next: NewTxAction[], message: string) => {
    setActions(next);
    setAnnouncement(message);
    onChange({ actions: next });
  };
  const entryOf = (kind: NewTxKind) => registry.find((entry) => entry.kind === kind);
  const close = () => {
    setEditing(null);
    setRefusal(null);
    // Back to the list: focus lands on its heading, not on the page top.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const save = (action: NewTxAction) => {
    const refused = batchRefusal(action);
    if (refused) {
      setRefusal(refused);
      return;
    }
    if (editing?.index === null || editing?.index === undefined) {
      change([...actions, action], `Added action ${actions.length + 1}: ${action.summary}`);
    } else {
      const next = actions.slice();
      next[editing.index] = action;
      change(next, `Saved action ${editing.index + 1}: ${action.summary}`);
    }
    close();
  };

  if (editing) {
    const entry = entryOf(editing.kind);
    return (
      <section className="stack batch-builder" aria-labelledby={`${kindId}-form`}>
        <h2 id={`${kindId}-form`} ref={formHeadingRef} tabIndex={-1}>
          {editing.index === null ? 'Add to the batch' : `Edit action ${editing.index + 1}`}:{' '}
          {entry?.label ?? editing.kind}
        </h2>
        {entry ? (
          <entry.Form
            safe={safe}
            initial={editing.initial}
            submitLabel={editing.index === null ? 'Add to batch' : 'Save action'}
            onChange={(form) => setEditing({ ...editing, initial: form })}
            onSubmit={save}
          />
        ) : (
          <p className="field-error" role="alert">
            This kind of action cannot be edited here.
          </p>
        )}
        {refusal && (
          <p className="field-error" role="alert">
            {refusal}
          </p>
        )}
        <div className="row-actions">
          <button type="button" className="button" onClick={close}>
            Cancel
          </button>
        </div>
      </section>
    );
  }

  const pickedEntry = picked ? entryOf(picked) : undefined;
  const unavailable = pickedEntry?.unavailable?.(safe) ?? null;
  return (
    <section className="stack batch-builder" aria-labelledby={`${kindId}-list`}>
      <h2 id={`${kindId}-list`} ref={headingRef} tabIndex={-1}>
        Batch ({actions.length} {actions.length === 1 ? 'action' : 'actions'})
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <BatchList
        actions={actions}
        canEdit={(action) => Boolean(entryOf(action.kind))}
        onEdit={(index) =>
          setEditing({ kind: actions[index]!.kind, index, initial: actions[index]!.form })
        }
        onMove={(index, by) => {
          const next = actions.slice();
          const [moved] = next.splice(index, 1);
          next.splice(index + by, 0, moved!);
          change(next, `Moved action ${index + 1} to position ${index + by + 1}`);
        }}
        onRemove={(index) =>
          change(
            actions.filter((_, i) => i !== index),
            `Removed action ${index + 1}: ${actions[index]!.summary}`,
          )
        }
      />
      <div className="form-row">
        <label htmlFor={kindId}>Add an action</label>
        <div className="row-actions">
          <select
            id={kindId}
            value={picked}
            onChange={(event) => setPicked(event.target.value as NewTxKind | '')}
          >
            <option value="">Choose a kind…</option>
            {registry.map((entry) => (
              <option key={entry.kind} value={entry.kind}>
                {entry.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button"
            disabled={!pickedEntry || unavailable !== null}
            onClick={() => pickedEntry && setEditing({ kind: pickedEntry.kind, index: null })}
          >
            Add
          </button>
        </div>
        {unavailable && <p className="hint">{unavailable}</p>}
      </div>
      <BatchFileControls
        safe={safe}
        actions={actions}
        onImport={(imported, warning) =>
          change(
            [...actions, ...imported],
            `Imported ${imported.length} actions${warning ? `. ${warning}` : ''}`,
          )
        }
      />
      <div className="row-actions">
        <button
          type="button"
          className="button primary"
          disabled={actions.length === 0}
          onClick={() => onSubmit(actions)}
        >
          Review batch
        </button>
      </div>
    </section>
  );
}
