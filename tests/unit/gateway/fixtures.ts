// Gateway answers shaped like the NestJS gateway's, typed so that a type drift breaks the build.

import type {
  ChainInfo,
  SafeInfo,
  SafeMessage,
  SafeMessageListPage,
  TransactionDetails,
  TransactionListPage,
} from '../../../src/gateway';

export const CHAIN_ID = '11155111';
export const SAFE = '0x5aFE3855358E112B5647B952709E6165e1c1eEEe';
export const OWNER = '0x1111111111111111111111111111111111111111';
export const OTHER_OWNER = '0x2222222222222222222222222222222222222222';
export const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`;
export const MESSAGE_HASH = `0x${'cd'.repeat(32)}`;
export const SIGNATURE = `0x${'11'.repeat(65)}`;
export const DEVICE_UUID = '4f1d2c3b-5a6e-4f70-8a9b-0c1d2e3f4a5b';

const address = (value: string) => ({ value, name: null, logoUri: null });

export const safeInfo: SafeInfo = {
  address: address(SAFE),
  chainId: CHAIN_ID,
  nonce: 7,
  threshold: 2,
  owners: [address(OWNER), address(OTHER_OWNER)],
  implementation: { value: OTHER_OWNER, name: 'Safe 1.4.1', logoUri: null },
  implementationVersionState: 'UP_TO_DATE',
  modules: null,
  guard: null,
  fallbackHandler: address(OWNER),
  version: '1.4.1',
  collectiblesTag: '1700000000',
  txQueuedTag: '1700000100',
  txHistoryTag: null,
  messagesTag: null,
};

export const transactionDetails: TransactionDetails = {
  safeAddress: SAFE,
  txId: `multisig_${SAFE}_${SAFE_TX_HASH}`,
  executedAt: null,
  txStatus: 'AWAITING_CONFIRMATIONS',
  txInfo: {
    type: 'SettingsChange',
    dataDecoded: {
      method: 'changeMasterCopy',
      parameters: [{ name: '_masterCopy', type: 'address', value: OTHER_OWNER }],
    },
    settingsInfo: { type: 'CHANGE_MASTER_COPY', implementation: address(OTHER_OWNER) },
  },
  txData: {
    hexData: '0x7de7edef',
    dataDecoded: null,
    to: address(SAFE),
    value: '0',
    operation: 0,
    trustedDelegateCallTarget: null,
    addressInfoIndex: null,
  },
  detailedExecutionInfo: {
    type: 'MULTISIG',
    submittedAt: 1_700_000_000_000,
    nonce: 7,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: '0x0000000000000000000000000000000000000000',
    refundReceiver: address('0x0000000000000000000000000000000000000000'),
    safeTxHash: SAFE_TX_HASH,
    executor: null,
    signers: [address(OWNER), address(OTHER_OWNER)],
    confirmationsRequired: 2,
    confirmations: [
      { signer: address(OWNER), signature: SIGNATURE, submittedAt: 1_700_000_000_000 },
    ],
    rejectors: [],
    gasTokenInfo: null,
    trusted: true,
    proposer: address(OWNER),
    proposedByDelegate: null,
  },
  txHash: null,
  safeAppInfo: null,
  note: null,
};

export const transactionListPage: TransactionListPage = {
  count: 4,
  next: null,
  previous: null,
  results: [
    { type: 'LABEL', label: 'Next' },
    { type: 'CONFLICT_HEADER', nonce: 7 },
    {
      type: 'TRANSACTION',
      conflictType: 'HasNext',
      transaction: {
        id: `multisig_${SAFE}_${SAFE_TX_HASH}`,
        timestamp: 1_700_000_000_000,
        txStatus: 'AWAITING_CONFIRMATIONS',
        txInfo: {
          type: 'Transfer',
          sender: address(SAFE),
          recipient: address(OWNER),
          direction: 'OUTGOING',
          transferInfo: {
            type: 'ERC20',
            tokenAddress: OTHER_OWNER,
            tokenName: null,
            tokenSymbol: 'TKN',
            logoUri: null,
            decimals: 18,
            value: '1000000000000000000',
            trusted: true,
            imitation: false,
          },
        },
        executionInfo: {
          type: 'MULTISIG',
          nonce: 7,
          confirmationsRequired: 2,
          confirmationsSubmitted: 1,
          missingSigners: [address(OTHER_OWNER)],
        },
        safeAppInfo: null,
        txHash: null,
      },
    },
    { type: 'DATE_LABEL', timestamp: 1_699_920_000_000 },
  ],
};

export const chainInfo: ChainInfo = {
  chainId: CHAIN_ID,
  chainName: 'Sepolia',
  shortName: 'sep',
  description: 'Ethereum testnet',
  chainLogoUri: null,
  l2: false,
  isTestnet: true,
  transactionService: 'https://safe-transaction-sepolia.safe.global',
  rpcUri: { authentication: 'API_KEY_PATH', value: 'https://sepolia.infura.io/v3/' },
  safeAppsRpcUri: { authentication: 'NO_AUTHENTICATION', value: 'https://rpc.sepolia.org' },
  publicRpcUri: { authentication: 'NO_AUTHENTICATION', value: 'https://rpc.sepolia.org' },
  blockExplorerUriTemplate: {
    address: 'https://sepolia.etherscan.io/address/{{address}}',
    txHash: 'https://sepolia.etherscan.io/tx/{{txHash}}',
    api: 'https://api-sepolia.etherscan.io/api?module={{module}}&action={{action}}',
  },
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  theme: { textColor: '#ffffff', backgroundColor: '#000000' },
  gasPrice: [{ type: 'fixed1559', maxFeePerGas: '2000000000', maxPriorityFeePerGas: '1000' }],
  ensRegistryAddress: null,
  disabledWallets: [],
  features: ['EIP1559', 'SAFE_APPS', 'SOME_NEW_FEATURE'],
};

export const safeMessage: SafeMessage = {
  messageHash: MESSAGE_HASH,
  status: 'NEEDS_CONFIRMATION',
  logoUri: null,
  name: null,
  message: 'Hello, Safe',
  creationTimestamp: 1_700_000_000_000,
  modifiedTimestamp: 1_700_000_000_000,
  confirmationsSubmitted: 1,
  confirmationsRequired: 2,
  proposedBy: address(OWNER),
  confirmations: [{ owner: address(OWNER), signature: SIGNATURE }],
  preparedSignature: null,
  origin: null,
};

export const safeMessageListPage: SafeMessageListPage = {
  count: 2,
  next: null,
  previous: null,
  results: [
    { type: 'DATE_LABEL', timestamp: 1_699_920_000_000 },
    { type: 'MESSAGE', ...safeMessage },
  ],
};
