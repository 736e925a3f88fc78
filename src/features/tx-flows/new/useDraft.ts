// Keeps a flow's form state as a draft in IndexedDB: saved ~300 ms after the last change, flushed
// at once when the page is hidden or left, restored when the flow is opened again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../../../session/errors/describeError';
import { openCountersignDb, type CountersignDb } from '../../../storage/db';
import {
  deleteDraft,
  getDraft,
  putDraft,
  putDraftNow,
  type DraftRecord,
} from '../../../storage/drafts';

/** How long after the last keystroke a draft is written. */
export const DRAFT_DEBOUNCE_MS = 300;

/** The draft of one flow: `loaded` false until IndexedDB answered. */
export type UseDraftResult = {
  loaded: boolean;
  /** The draft found when the flow opened (null: none). */
  restored: DraftRecord | null;
  /** Every change of the form; written debounced. */
  save: (form: Record<string, unknown>) => void;
  /** Deletes the draft (after proposing, or "Discard"). */
  discard: () => Promise<void>;
  /** Why the last write failed (full storage…), until a later write succeeds; null when saved. */
  saveError: string | null;
};

/** The draft of flow `kind` of one Safe. */
export function useDraft(chainId: string, safe: string, kind: string): UseDraftResult {
  const [state, setState] = useState<{ key: string; restored: DraftRecord | null } | null>(null);
  const key = `${chainId}:${safe}:${kind}`;
  const pending = useRef<Record<string, unknown> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const db = useRef<CountersignDb | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void openCountersignDb().then((opened) => {
      db.current = opened;
    });
    getDraft(chainId, safe, kind)
      .then((draft) => live && setState({ key, restored: draft ?? null }))
      .catch(() => live && setState({ key, restored: null }));
    return () => {
      live = false;
    };
  }, [chainId, safe, kind, key]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const form = pending.current;
    if (!form) return;
    pending.current = null;
    const draft = { chainId, safe, kind, form };
    // On an open database the write starts inside this tick (a pagehide may be the last one).
    const write = db.current ? putDraftNow(db.current, draft) : putDraft(draft);
    // A draft that cannot be kept (storage full) must say so: the user would count on it.
    write.then(
      () => setSaveError(null),
      (error: unknown) => setSaveError(describeError(error)),
    );
  }, [chainId, safe, kind]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      // Leaving the flow inside the app keeps what was typed, too.
      flush();
    };
  }, [flush]);

  const save = useCallback(
    (form: Record<string, unknown>) => {
      pending.current = form;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_DEBOUNCE_MS);
    },
    [flush],
  );

  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = null;
    await deleteDraft(chainId, safe, kind);
  }, [chainId, safe, kind]);

  const current = state?.key === key ? state : null;
  return {
    loaded: current !== null,
    restored: current?.restored ?? null,
    save,
    discard,
    saveError,
  };
}
