// Type guards over the gateway's discriminated unions.

import { describe, expect, it } from 'vitest';
import {
  isChangeImplementation,
  isCreationTxInfo,
  isCustomTxInfo,
  isModuleExecutionDetails,
  isModuleExecutionInfo,
  isMultisigExecutionDetails,
  isMultisigExecutionInfo,
  isSafeMessageListItemDateLabel,
  isSafeMessageListItemMessage,
  isSettingsChangeTxInfo,
  isTransactionListItemConflictHeader,
  isTransactionListItemDateLabel,
  isTransactionListItemLabel,
  isTransactionListItemTransaction,
  isTransferTxInfo,
  settingsChangeTypeOf,
  type SettingsInfo,
  type TransactionInfo,
} from '../../../src/gateway';
import { SAFE, safeMessageListPage, transactionDetails, transactionListPage } from './fixtures';

const address = { value: SAFE, name: null, logoUri: null };

describe('transaction list item guards', () => {
  it('pick exactly the rows of their type', () => {
    const rows = transactionListPage.results;
    expect(rows.map(isTransactionListItemLabel)).toEqual([true, false, false, false]);
    expect(rows.map(isTransactionListItemConflictHeader)).toEqual([false, true, false, false]);
    expect(rows.map(isTransactionListItemTransaction)).toEqual([false, false, true, false]);
    expect(rows.map(isTransactionListItemDateLabel)).toEqual([false, false, false, true]);
  });
});

describe('txInfo and execution guards', () => {
  const infos: TransactionInfo[] = [
    {
      type: 'Transfer',
      sender: address,
      recipient: address,
      direction: 'INCOMING',
      transferInfo: { type: 'NATIVE_COIN', value: '1' },
    },
    { type: 'SettingsChange', dataDecoded: { method: 'changeThreshold' }, settingsInfo: null },
    {
      type: 'Custom',
      to: address,
      dataSize: '0',
      value: '0',
      methodName: null,
      actionCount: null,
      isCancellation: true,
    },
    {
      type: 'Creation',
      creator: address,
      transactionHash: '0x01',
      implementation: null,
      factory: null,
    },
  ];

  it('pick exactly the txInfo of their type', () => {
    expect(infos.map(isTransferTxInfo)).toEqual([true, false, false, false]);
    expect(infos.map(isSettingsChangeTxInfo)).toEqual([false, true, false, false]);
    expect(infos.map(isCustomTxInfo)).toEqual([false, false, true, false]);
    expect(infos.map(isCreationTxInfo)).toEqual([false, false, false, true]);
  });

  it('tell multisig from module execution, and accept null', () => {
    const multisig = transactionDetails.detailedExecutionInfo;
    const module = { type: 'MODULE', address } as const;
    expect([multisig, module, null].map(isMultisigExecutionDetails)).toEqual([true, false, false]);
    expect([multisig, module, null].map(isModuleExecutionDetails)).toEqual([false, true, false]);
    const summary = {
      type: 'MULTISIG',
      nonce: 1,
      confirmationsRequired: 1,
      confirmationsSubmitted: 0,
    } as const;
    expect([summary, module, undefined].map(isMultisigExecutionInfo)).toEqual([true, false, false]);
    expect([summary, module, undefined].map(isModuleExecutionInfo)).toEqual([false, true, false]);
  });
});

describe('settings change aliases', () => {
  it('fold the NestJS CHANGE_MASTER_COPY into CHANGE_IMPLEMENTATION', () => {
    const nest: SettingsInfo = { type: 'CHANGE_MASTER_COPY', implementation: address };
    const sdk: SettingsInfo = { type: 'CHANGE_IMPLEMENTATION', implementation: address };
    const other: SettingsInfo = { type: 'CHANGE_THRESHOLD', threshold: 2 };
    expect([nest, sdk, other].map(settingsChangeTypeOf)).toEqual([
      'CHANGE_IMPLEMENTATION',
      'CHANGE_IMPLEMENTATION',
      'CHANGE_THRESHOLD',
    ]);
    expect([nest, sdk, other].map(isChangeImplementation)).toEqual([true, true, false]);
  });
});

describe('message list guards', () => {
  it('pick exactly the rows of their type', () => {
    const rows = safeMessageListPage.results;
    expect(rows.map(isSafeMessageListItemDateLabel)).toEqual([true, false]);
    expect(rows.map(isSafeMessageListItemMessage)).toEqual([false, true]);
  });
});
