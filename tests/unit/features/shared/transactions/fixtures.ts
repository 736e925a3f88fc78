// Gateway-shaped fixtures (as the NestJS gateway sends them: nulls, not missing keys).
import type {
  AddressInfo,
  TransactionInfo,
  TransactionListItem,
  TransactionSummary,
} from '../../../../../src/gateway';

export const SAFE = '0xA063Cb7CFd8E57c30c788A0572CBbf2129ae56B6';
export const OWNER_A = '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1';
export const OWNER_B = '0xFFcf8FDEE72ac11b5c542428B35EEF5769C409f0';
export const OTHER = '0x22d491Bde2303f2f43325b2108D26f1eAbA1e32b';
export const TOKEN = '0xe982E462b094850F12AF94d21D470e21bE9D0E9C';

export const addr = (value: string, name: string | null = null): AddressInfo => ({
  value,
  name,
  logoUri: null,
});

export const nativeIn: TransactionInfo = {
  type: 'Transfer',
  sender: addr(OWNER_A),
  recipient: addr(SAFE),
  direction: 'INCOMING',
  transferInfo: { type: 'NATIVE_COIN', value: '10000000000000000000' },
  humanDescription: null,
};

export const erc20Out: TransactionInfo = {
  type: 'Transfer',
  sender: addr(SAFE),
  recipient: addr(OTHER, 'Alice'),
  direction: 'OUTGOING',
  transferInfo: {
    type: 'ERC20',
    tokenAddress: TOKEN,
    tokenName: 'Test Token',
    tokenSymbol: 'TST',
    logoUri: null,
    decimals: 18,
    value: '1234567891234567891234',
    trusted: true,
    imitation: false,
  },
  humanDescription: null,
};

export const erc721Out: TransactionInfo = {
  type: 'Transfer',
  sender: addr(SAFE),
  recipient: addr(OTHER),
  direction: 'OUTGOING',
  transferInfo: {
    type: 'ERC721',
    tokenAddress: TOKEN,
    tokenId: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    tokenName: 'Test NFT',
    tokenSymbol: 'TNFT',
    logoUri: null,
    trusted: null,
  },
  humanDescription: null,
};

export const custom = (over: Partial<Extract<TransactionInfo, { type: 'Custom' }>> = {}) =>
  ({
    type: 'Custom',
    to: addr(OTHER),
    dataSize: '68',
    value: '0',
    methodName: 'approve',
    actionCount: null,
    isCancellation: false,
    humanDescription: null,
    ...over,
  }) satisfies TransactionInfo;

export const creation: Extract<TransactionInfo, { type: 'Creation' }> = {
  type: 'Creation',
  creator: addr(OWNER_A),
  transactionHash: `0x${'ab'.repeat(32)}`,
  implementation: addr(OTHER, 'SafeL2 1.4.1'),
  factory: addr(TOKEN, 'SafeProxyFactory 1.4.1'),
  saltNonce: '0',
  humanDescription: null,
};

export const summary = (
  txInfo: TransactionInfo,
  over: Partial<TransactionSummary> = {},
): TransactionSummary => ({
  id: `multisig_${SAFE}_0x${'11'.repeat(32)}`,
  timestamp: Date.UTC(2026, 10, 20, 10, 30),
  txStatus: 'SUCCESS',
  txInfo,
  executionInfo: {
    type: 'MULTISIG',
    nonce: 3,
    confirmationsRequired: 2,
    confirmationsSubmitted: 2,
    missingSigners: null,
  },
  safeAppInfo: null,
  txHash: `0x${'22'.repeat(32)}`,
  ...over,
});

export const txItem = (
  transaction: TransactionSummary,
  conflictType: 'None' | 'HasNext' | 'End' = 'None',
): TransactionListItem => ({ type: 'TRANSACTION', transaction, conflictType });
