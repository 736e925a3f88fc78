// Checks a transaction link's `id` before asking the gateway, so a cut-off or mistyped link is
// explained in words instead of as the gateway's validation error. Only shapes that can never be
// valid are refused; an unfamiliar but plausible id is left for the gateway to judge.

/** The outcome of checking an id. */
export type TransactionIdCheck =
  { ok: true; safeAddress: string | null } | { ok: false; message: string };

const SAFE_TX_HASH = /^0x[0-9a-fA-F]{64}$/;
const PLAUSIBLE = /^[A-Za-z0-9_:-]{1,300}$/;
const MULTISIG = /^multisig_(0x[0-9a-fA-F]{40})_(.*)$/;
const SCOPED = /^(?:module|transfer|creation|ethereum)_(0x[0-9a-fA-F]{40})(?:_|$)/;

/** Checks `id` (a list id like `multisig_<safe>_<safeTxHash>`, or a bare safeTxHash). */
export function checkTransactionId(id: string): TransactionIdCheck {
  const broken = (detail: string): TransactionIdCheck => ({
    ok: false,
    message: `This transaction link is broken: ${detail} It may have been cut off when copied — open the transaction from the queue or the history instead.`,
  });
  if (!PLAUSIBLE.test(id)) return broken('its id has characters a transaction id never has.');
  if (id.startsWith('0x')) {
    return SAFE_TX_HASH.test(id)
      ? { ok: true, safeAddress: null }
      : broken(
          `a transaction hash is 0x and 64 hexadecimal characters; this one has ${id.length - 2}.`,
        );
  }
  const multisig = MULTISIG.exec(id);
  if (multisig) {
    return SAFE_TX_HASH.test(multisig[2] ?? '')
      ? { ok: true, safeAddress: multisig[1] ?? null }
      : broken('the transaction hash at its end is incomplete.');
  }
  const scoped = SCOPED.exec(id);
  return { ok: true, safeAddress: scoped?.[1] ?? null };
}
