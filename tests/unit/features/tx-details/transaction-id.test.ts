// Transaction links whose id can never be valid are explained before the gateway is asked.
import { describe, expect, it } from 'vitest';
import { checkTransactionId } from '../../../../src/features/tx-details/transactionId';

const SAFE = '0x5aFE3855358E112B5647B952709E6165e1c1eEEe';
const HASH = `0x${'ab'.repeat(32)}`;

describe('checkTransactionId', () => {
  it('accepts list ids and bare safeTxHashes, naming the Safe an id belongs to', () => {
    expect(checkTransactionId(`multisig_${SAFE}_${HASH}`)).toEqual({ ok: true, safeAddress: SAFE });
    expect(checkTransactionId(HASH)).toEqual({ ok: true, safeAddress: null });
    expect(checkTransactionId(`module_${SAFE}_i5a6b7c`)).toEqual({ ok: true, safeAddress: SAFE });
    expect(checkTransactionId(`creation_${SAFE}`)).toEqual({ ok: true, safeAddress: SAFE });
    // Unfamiliar but plausible: the gateway decides.
    expect(checkTransactionId('someFutureId_123')).toEqual({ ok: true, safeAddress: null });
  });

  it('explains ids cut off or mangled when copied', () => {
    const cut = checkTransactionId(`multisig_${SAFE}_${HASH.slice(0, 40)}`);
    expect(cut.ok).toBe(false);
    expect(!cut.ok && cut.message).toMatch(/transaction hash at its end is incomplete/);
    const short = checkTransactionId('0xabc');
    expect(!short.ok && short.message).toMatch(/64 hexadecimal characters; this one has 3/);
    const junk = checkTransactionId('<script>alert(1)</script>');
    expect(!junk.ok && junk.message).toMatch(/characters a transaction id never has/);
  });
});
