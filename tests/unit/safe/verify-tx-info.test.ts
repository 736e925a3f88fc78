// The summary list screens show (txInfo) must describe the transaction that is signed: recipient,
// amount, token, settings and the cancellation flag are all checked against the calldata.
import { describe, expect, it } from 'vitest';
import type { SettingsChange, TransactionInfo, Transfer } from '../../../src/gateway/types';
import {
  buildAddOwnerCall,
  buildErc20TransferCall,
  buildErc721TransferCall,
  buildMultiSendCall,
  buildNativeTransferCall,
  buildRejectionTransaction,
  decodeCalldata,
  type SafeCall,
} from '../../../src/safe/index.js';
import {
  addressInfo,
  makeTransactionDetails,
  outsider,
  safeAddress,
} from './helpers/gateway-fixtures.js';
import {
  codes,
  errorCodes,
  multiSendCallOnly141,
  recipient,
  token,
  verify,
} from './helpers/verify-kit.js';
import {
  futureThing,
  lifiSwap,
  stakingDeposit,
  stakingExit,
  stakingWithdraw,
  swapAndBridge,
  swapOrder,
  swapTransfer,
  twapOrder,
  vaultDeposit,
  vaultRedeem,
} from '../features/shared/transactions/gateway-kinds.fixtures';

async function withInfo(call: SafeCall, txInfo: TransactionInfo) {
  const details = await makeTransactionDetails(call);
  details.txInfo = txInfo;
  return details;
}

const transfer = (overrides: Partial<Transfer> & Pick<Transfer, 'transferInfo'>): Transfer => ({
  type: 'Transfer',
  sender: addressInfo(safeAddress),
  recipient: addressInfo(recipient),
  direction: 'OUTGOING',
  ...overrides,
});

describe('txInfo: Transfer', () => {
  it('accepts a genuine native transfer and reports a shown recipient or amount that differs', async () => {
    const call = buildNativeTransferCall({ to: recipient, value: 5n });
    const info = transfer({ transferInfo: { type: 'NATIVE_COIN', value: '5' } });
    expect(verify(await withInfo(call, info)).findings).toEqual([]);
    const wrongRecipient = { ...info, recipient: addressInfo(outsider.address) };
    expect(errorCodes(verify(await withInfo(call, wrongRecipient)))).toEqual(['TX_INFO_MISMATCH']);
    const wrongValue = { ...info, transferInfo: { type: 'NATIVE_COIN' as const, value: '500' } };
    expect(errorCodes(verify(await withInfo(call, wrongValue)))).toEqual(['TX_INFO_MISMATCH']);
    const incoming = { ...info, direction: 'INCOMING' as const };
    expect(errorCodes(verify(await withInfo(call, incoming)))).toEqual(['TX_INFO_MISMATCH']);
  });

  it('checks ERC-20 token, recipient and amount', async () => {
    const call = buildErc20TransferCall({ token, to: recipient, value: 42n });
    const erc20 = {
      type: 'ERC20' as const,
      tokenAddress: token,
      tokenName: 'T',
      tokenSymbol: 'T',
      logoUri: null,
      decimals: 18,
      value: '42',
      trusted: true,
      imitation: false,
    };
    expect(verify(await withInfo(call, transfer({ transferInfo: erc20 }))).findings).toEqual([]);
    for (const info of [
      transfer({ transferInfo: { ...erc20, value: '1' } }),
      transfer({ transferInfo: { ...erc20, tokenAddress: outsider.address } }),
      transfer({ transferInfo: erc20, recipient: addressInfo(outsider.address) }),
    ]) {
      const report = verify(await withInfo(call, info));
      expect(errorCodes(report)).toEqual(['TX_INFO_MISMATCH']);
    }
    // A native-coin summary over an ERC-20 call is just as wrong.
    const native = transfer({ transferInfo: { type: 'NATIVE_COIN', value: '42' } });
    expect(errorCodes(verify(await withInfo(call, native)))).toContain('TX_INFO_MISMATCH');
  });

  it('checks ERC-721 token id and recipient', async () => {
    const call = buildErc721TransferCall({ token, safeAddress, to: recipient, tokenId: 7n });
    const erc721 = {
      type: 'ERC721' as const,
      tokenAddress: token,
      tokenId: '7',
      tokenName: null,
      tokenSymbol: null,
      logoUri: null,
    };
    expect(verify(await withInfo(call, transfer({ transferInfo: erc721 }))).findings).toEqual([]);
    const wrongId = transfer({ transferInfo: { ...erc721, tokenId: '8' } });
    expect(errorCodes(verify(await withInfo(call, wrongId)))).toEqual(['TX_INFO_MISMATCH']);
  });
});

describe('txInfo: SettingsChange', () => {
  const call = buildAddOwnerCall({ safeAddress, owner: recipient, threshold: 2n });
  const settings = (settingsInfo: SettingsChange['settingsInfo']): SettingsChange => ({
    type: 'SettingsChange',
    dataDecoded: decodeCalldata(call.data)!,
    settingsInfo,
  });

  it('accepts a genuine owner addition (with its warning) and reports a different owner or threshold', async () => {
    const genuine = settings({ type: 'ADD_OWNER', owner: addressInfo(recipient), threshold: 2 });
    expect(codes(verify(await withInfo(call, genuine)))).toEqual(['OWNER_CHANGE']);
    for (const info of [
      settings({ type: 'ADD_OWNER', owner: addressInfo(outsider.address), threshold: 2 }),
      settings({ type: 'ADD_OWNER', owner: addressInfo(recipient), threshold: 1 }),
      settings({ type: 'CHANGE_THRESHOLD', threshold: 2 }),
    ]) {
      expect(new Set(errorCodes(verify(await withInfo(call, info))))).toEqual(
        new Set(['TX_INFO_MISMATCH']),
      );
    }
  });

  it('reports a summary decoding that differs from the calldata', async () => {
    const info = settings({ type: 'ADD_OWNER', owner: addressInfo(recipient), threshold: 2 });
    info.dataDecoded.parameters![0]!.value = outsider.address;
    expect(errorCodes(verify(await withInfo(call, info)))).toEqual(['DATA_DECODED_MISMATCH']);
  });
});

describe('txInfo: Custom and others', () => {
  it('checks the cancellation flag both ways', async () => {
    const rejection = buildRejectionTransaction({ safeAddress, nonce: 7n });
    const details = await makeTransactionDetails(rejection);
    const custom = details.txInfo as Extract<TransactionInfo, { type: 'Custom' }>;
    custom.isCancellation = true;
    expect(verify(details).findings).toEqual([]);
    custom.isCancellation = false;
    expect(errorCodes(verify(details))).toEqual(['TX_INFO_MISMATCH']);
    const transferDetails = await makeTransactionDetails(
      buildNativeTransferCall({ to: recipient, value: 1n }),
    );
    (transferDetails.txInfo as typeof custom).isCancellation = true;
    expect(errorCodes(verify(transferDetails))).toEqual(['TX_INFO_MISMATCH']);
  });

  it('checks the method name and the number of batched actions', async () => {
    const batch = buildMultiSendCall({
      multiSend: multiSendCallOnly141,
      calls: [
        buildNativeTransferCall({ to: recipient, value: 1n }),
        buildNativeTransferCall({ to: recipient, value: 2n }),
      ],
    });
    const details = await makeTransactionDetails(batch);
    const custom = details.txInfo as Extract<TransactionInfo, { type: 'Custom' }>;
    custom.actionCount = 2;
    expect(verify(details).findings).toEqual([]);
    custom.actionCount = 1;
    expect(errorCodes(verify(details))).toEqual(['TX_INFO_MISMATCH']);
    custom.actionCount = 2;
    custom.methodName = 'transfer';
    expect(errorCodes(verify(details))).toEqual(['TX_INFO_MISMATCH']);
  });

  it('reports a creation summary on a multisig transaction', async () => {
    const details = await makeTransactionDetails(
      buildNativeTransferCall({ to: recipient, value: 1n }),
    );
    details.txInfo = {
      type: 'Creation',
    } as unknown as TransactionInfo;
    expect(errorCodes(verify(details))).toEqual(['TX_INFO_MISMATCH']);
  });
});

describe('txInfo: kinds beyond the spec', () => {
  it.each([
    swapOrder,
    swapTransfer,
    twapOrder,
    lifiSwap,
    swapAndBridge,
    stakingDeposit,
    stakingExit,
    stakingWithdraw,
    vaultDeposit,
    vaultRedeem,
  ] as TransactionInfo[])(
    'reports a $type summary as unchecked, not as verified',
    async (txInfo) => {
      const details = await withInfo(buildNativeTransferCall({ to: recipient, value: 1n }), txInfo);
      const report = verify(details);
      expect(codes(report)).toEqual(['TX_INFO_UNVERIFIED']);
      expect(report.findings[0]).toMatchObject({ severity: 'warning', actual: txInfo.type });
      expect(report.ok).toBe(true);
    },
  );

  it('reports a kind it does not know as a mismatch', async () => {
    const details = await withInfo(
      buildNativeTransferCall({ to: recipient, value: 1n }),
      futureThing,
    );
    const report = verify(details);
    expect(errorCodes(report)).toEqual(['TX_INFO_MISMATCH']);
    expect(report.findings[0]).toMatchObject({ actual: 'FutureThing' });
    expect(report.ok).toBe(false);
  });
});
