import { describe, expect, it } from 'vitest';
import { toTxRowModel } from '../../../../../src/features/shared/transactions/rowModel';
import { statusPresentation } from '../../../../../src/features/shared/transactions/status';
import { txDetailsLink, messageDetailsLink } from '../../../../../src/session/routes/links';
import { OWNER_A, OWNER_B, SAFE, addr, erc20Out, summary } from './fixtures';

const awaiting = summary(erc20Out, {
  txStatus: 'AWAITING_CONFIRMATIONS',
  executionInfo: {
    type: 'MULTISIG',
    nonce: 7,
    confirmationsRequired: 2,
    confirmationsSubmitted: 1,
    missingSigners: [addr(OWNER_A, 'Ann'), addr(OWNER_B)],
  },
});

describe('toTxRowModel', () => {
  it('reads nonce, N of M confirmations and the missing signers', () => {
    const row = toTxRowModel(awaiting);
    expect(row.nonce).toBe(7);
    expect(row.confirmations).toEqual({ submitted: 1, required: 2 });
    expect(row.missingSigners).toEqual(['Ann (0x90F8…c9C1)', '0xFFcf…09f0']);
  });

  it('marks rows the connected owner still has to sign, in any address case', () => {
    expect(
      toTxRowModel(awaiting, { connectedAddress: OWNER_B.toLowerCase() }).needsYourSignature,
    ).toBe(true);
    expect(toTxRowModel(awaiting, { connectedAddress: SAFE }).needsYourSignature).toBe(false);
    expect(toTxRowModel(awaiting, { connectedAddress: null }).needsYourSignature).toBe(false);
    const done = summary(erc20Out, { txStatus: 'SUCCESS' });
    expect(toTxRowModel(done, { connectedAddress: OWNER_B }).needsYourSignature).toBe(false);
  });

  it('has no confirmations for transfers and names the module of module transactions', () => {
    const transfer = toTxRowModel(summary(erc20Out, { executionInfo: null }));
    expect(transfer.confirmations).toBeNull();
    expect(transfer.nonce).toBeNull();
    const moduleTx = toTxRowModel(
      summary(erc20Out, { executionInfo: { type: 'MODULE', address: addr(OWNER_A) } }),
    );
    expect(moduleTx.module).toBe('0x90F8…c9C1');
  });
});

describe('statusPresentation', () => {
  it.each([
    ['AWAITING_CONFIRMATIONS', 'Needs confirmations'],
    ['AWAITING_EXECUTION', 'Ready to execute'],
    ['CANCELLED', 'Cancelled'],
    ['FAILED', 'Failed'],
    ['SUCCESS', 'Success'],
  ])('%s → %s', (status, label) => {
    expect(statusPresentation(status).label).toBe(label);
    expect(statusPresentation(status).glyph).not.toBe('');
  });

  it('shows unknown statuses as they came', () => {
    expect(statusPresentation('NEW_STATUS').label).toBe('NEW_STATUS');
  });
});

describe('links', () => {
  it('keeps the EIP-3770 colon and encodes the id', () => {
    expect(txDetailsLink(`hh:${SAFE}`, `multisig_${SAFE}_0xab`)).toEqual({
      pathname: '/transactions/tx',
      search: `?safe=hh:${SAFE}&id=multisig_${SAFE}_0xab`,
    });
    expect(messageDetailsLink(`hh:${SAFE}`, '0x12&x')).toEqual({
      pathname: '/transactions/msg',
      search: `?safe=hh:${SAFE}&messageHash=0x12%26x`,
    });
  });
});
