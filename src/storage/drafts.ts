// Half-filled new-transaction forms, one per Safe and flow, so a reload, a crash or going offline
// never loses what the user typed. Plain structured-clone data (bigint allowed).
import { getAddress } from 'ethers';
import { openCountersignDb, type CountersignDb, type DraftRecord } from './db';

export type { DraftRecord } from './db';

/** The draft id of one flow of one Safe: a Safe keeps at most one draft per flow. */
export function draftId(chainId: string, safe: string, kind: string): string {
  return `${chainId}:${getAddress(safe)}:${kind}`;
}

/** What a caller passes to {@link putDraft}; ids and keys are derived. */
export type NewDraft = Pick<DraftRecord, 'chainId' | 'safe' | 'kind' | 'form'>;

/** The full record for `draft`, stamped `updatedAt`. */
export function draftRecord(draft: NewDraft, updatedAt = Date.now()): DraftRecord {
  const safe = getAddress(draft.safe);
  return {
    id: draftId(draft.chainId, safe, draft.kind),
    chainId: draft.chainId,
    safe,
    safeKey: `${draft.chainId}:${safe}`,
    kind: draft.kind,
    form: draft.form,
    updatedAt,
  };
}

/** Stores (replaces) the draft of one flow of one Safe. */
export async function putDraft(draft: NewDraft, updatedAt = Date.now()): Promise<DraftRecord> {
  const db = await openCountersignDb();
  const record = draftRecord(draft, updatedAt);
  await db.put('drafts', record);
  return record;
}

/**
 * Starts the write inside the caller's tick (a pagehide or visibilitychange handler) on a database
 * already open, so the transaction exists before the page may be frozen.
 */
export function putDraftNow(db: CountersignDb, draft: NewDraft): Promise<unknown> {
  return db.put('drafts', draftRecord(draft));
}

/** The draft of one flow of one Safe, if any. */
export async function getDraft(
  chainId: string,
  safe: string,
  kind: string,
): Promise<DraftRecord | undefined> {
  const db = await openCountersignDb();
  return db.get('drafts', draftId(chainId, safe, kind));
}

/** Every draft of one Safe, newest first. */
export async function listDrafts(chainId: string, safe: string): Promise<DraftRecord[]> {
  const db = await openCountersignDb();
  const all = await db.getAllFromIndex('drafts', 'bySafe', `${chainId}:${getAddress(safe)}`);
  return all.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Deletes the draft of one flow of one Safe (after a successful propose, or "discard"). */
export async function deleteDraft(chainId: string, safe: string, kind: string): Promise<void> {
  const db = await openCountersignDb();
  await db.delete('drafts', draftId(chainId, safe, kind));
}
