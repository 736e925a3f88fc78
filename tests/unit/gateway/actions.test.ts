// Every action against a real loopback server: method, path, query, body, headers and result.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type MultisigTransactionRequest,
  addConfirmation,
  changeEmail,
  confirmSafeMessage,
  createGatewayClient,
  deleteRegisteredEmail,
  deleteTransaction,
  getAllOwnedSafes,
  getBalances,
  getChainConfig,
  getChainsConfig,
  getCollectibles,
  getCollectiblesPage,
  getDecodedData,
  getDelegates,
  getFiatCurrencies,
  getIncomingTransfers,
  getMasterCopies,
  getContract,
  getModuleTransactions,
  getMultisigTransactions,
  getNonces,
  getOwnedSafes,
  getRegisteredEmail,
  getRelayCount,
  getSafeApps,
  getSafeInfo,
  getSafeMessage,
  getSafeMessages,
  getTransactionDetails,
  getTransactionHistory,
  getTransactionQueue,
  postSafeGasEstimation,
  proposeSafeMessage,
  proposeTransaction,
  registerDevice,
  registerEmail,
  relayTransaction,
  resendEmailVerificationCode,
  setDevnetEmailDigest,
  unregisterDevice,
  unregisterSafe,
  verifyEmail,
  type GatewayClient,
} from '../../../src/gateway';
import {
  CHAIN_ID,
  DEVICE_UUID,
  MESSAGE_HASH,
  OTHER_OWNER,
  OWNER,
  SAFE,
  SAFE_TX_HASH,
  SIGNATURE,
  chainInfo,
  safeInfo,
  safeMessage,
  safeMessageListPage,
  transactionDetails,
  transactionListPage,
} from './fixtures';
import { startServer, type TestServer } from './server';

/** A proposal as the wallet sends it. */
const PROPOSAL: MultisigTransactionRequest = {
  to: SAFE,
  value: '0',
  data: '0x7de7edef',
  nonce: '7',
  operation: 0,
  safeTxGas: '0',
  baseGas: '0',
  gasPrice: '0',
  gasToken: '0x0000000000000000000000000000000000000000',
  refundReceiver: null,
  safeTxHash: SAFE_TX_HASH,
  sender: OWNER,
  signature: SIGNATURE,
  origin: '{"url":"https://app.example","name":"App"}',
};

type Case = {
  name: string;
  call: (client: GatewayClient) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Expected raw query string (after `?`). */
  query?: string;
  /** Expected JSON body (compared parsed), or a raw string; absent means an empty body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Status of the reply; a reply without `response` has an empty body. */
  status?: number;
  response?: unknown;
};

const EMAIL_HEADERS = {
  'Safe-Wallet-Signature': SIGNATURE,
  'Safe-Wallet-Signature-Timestamp': '1700000000000',
};
const EMAILS = `/v1/chains/${CHAIN_ID}/safes/${SAFE}/emails`;
const SAFES = `/v1/chains/${CHAIN_ID}/safes/${SAFE}`;
const itemPage = { next: null, previous: null, results: transactionListPage.results.slice(2) };

const cases: Case[] = [
  {
    name: 'relayTransaction',
    call: (client) =>
      relayTransaction(client, { chainId: CHAIN_ID, version: '1.4.1', to: SAFE, data: '0x6a76' }),
    method: 'POST',
    path: `/v1/chains/${CHAIN_ID}/relay`,
    body: { version: '1.4.1', to: SAFE, data: '0x6a76' },
    status: 201,
    response: { taskId: '0xtask' },
  },
  {
    name: 'getRelayCount',
    call: (client) => getRelayCount(client, { chainId: CHAIN_ID, address: SAFE }),
    method: 'GET',
    path: `/v1/chains/${CHAIN_ID}/relay/${SAFE}`,
    response: { remaining: 3, limit: 5 },
  },
  {
    name: 'getSafeInfo',
    call: (client) => getSafeInfo(client, { chainId: CHAIN_ID, safeAddress: SAFE }),
    method: 'GET',
    path: SAFES,
    response: safeInfo,
  },
  {
    name: 'getIncomingTransfers',
    call: (client) =>
      getIncomingTransfers(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        query: { trusted: false, execution_date__gte: '2024-01-01T00:00:00Z', to: undefined },
      }),
    method: 'GET',
    path: `${SAFES}/incoming-transfers/`,
    query: 'trusted=false&execution_date__gte=2024-01-01T00%3A00%3A00Z',
    response: itemPage,
  },
  {
    name: 'getModuleTransactions',
    call: (client) =>
      getModuleTransactions(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        query: { module: OWNER, transaction_hash: SAFE_TX_HASH },
      }),
    method: 'GET',
    path: `${SAFES}/module-transactions/`,
    query: `module=${OWNER}&transaction_hash=${SAFE_TX_HASH}`,
    response: { ...itemPage, count: 1 },
  },
  {
    name: 'getMultisigTransactions',
    call: (client) =>
      getMultisigTransactions(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        query: { executed: true, nonce: '7' },
      }),
    method: 'GET',
    path: `${SAFES}/multisig-transactions/`,
    query: 'executed=true&nonce=7',
    response: itemPage,
  },
  {
    name: 'getBalances (default currency usd, no query)',
    call: (client) => getBalances(client, { chainId: CHAIN_ID, safeAddress: SAFE }),
    method: 'GET',
    path: `${SAFES}/balances/usd`,
    response: { fiatTotal: '0', items: [] },
  },
  {
    name: 'getBalances (currency and query)',
    call: (client) =>
      getBalances(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        currency: 'eur',
        query: { trusted: true, exclude_spam: false },
      }),
    method: 'GET',
    path: `${SAFES}/balances/eur`,
    query: 'trusted=true&exclude_spam=false',
    response: {
      fiatTotal: '12.5',
      items: [
        {
          tokenInfo: {
            type: 'NATIVE_TOKEN',
            address: '0x0000000000000000000000000000000000000000',
            decimals: 18,
            symbol: 'ETH',
            name: 'Ether',
            logoUri: 'https://example.test/eth.png',
          },
          balance: '5000000000000000',
          fiatBalance: '12.5',
          fiatConversion: '2500',
          fiatBalance24hChange: null,
        },
      ],
    },
  },
  {
    name: 'getFiatCurrencies',
    call: (client) => getFiatCurrencies(client),
    method: 'GET',
    path: '/v1/balances/supported-fiat-codes',
    response: ['eur', 'usd'],
  },
  {
    name: 'getOwnedSafes',
    call: (client) => getOwnedSafes(client, { chainId: CHAIN_ID, ownerAddress: OWNER }),
    method: 'GET',
    path: `/v1/chains/${CHAIN_ID}/owners/${OWNER}/safes`,
    response: { safes: [SAFE] },
  },
  {
    name: 'getAllOwnedSafes',
    call: (client) => getAllOwnedSafes(client, { ownerAddress: OWNER }),
    method: 'GET',
    path: `/v1/owners/${OWNER}/safes`,
    response: { '1': [], [CHAIN_ID]: [SAFE] },
  },
  {
    name: 'getCollectibles (v1)',
    call: (client) =>
      getCollectibles(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        query: { exclude_spam: true },
      }),
    method: 'GET',
    path: `${SAFES}/collectibles`,
    query: 'exclude_spam=true',
    response: [
      {
        address: OTHER_OWNER,
        tokenName: 'Kitties',
        tokenSymbol: 'KIT',
        logoUri: '',
        id: '1',
        uri: '',
        name: 'Kitty 1',
        description: '',
        imageUri: '',
        metadata: {},
      },
    ],
  },
  {
    name: 'getCollectiblesPage (v2)',
    call: (client) =>
      getCollectiblesPage(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        query: { trusted: true },
      }),
    method: 'GET',
    path: `/v2/chains/${CHAIN_ID}/safes/${SAFE}/collectibles`,
    query: 'trusted=true',
    response: { count: 0, next: null, previous: null, results: [] },
  },
  {
    name: 'getTransactionHistory',
    call: (client) =>
      getTransactionHistory(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        query: { trusted: false, imitation: false, timezone: 'Europe/Berlin' },
      }),
    method: 'GET',
    path: `${SAFES}/transactions/history`,
    query: 'trusted=false&imitation=false&timezone=Europe%2FBerlin',
    response: transactionListPage,
  },
  {
    name: 'getTransactionQueue',
    call: (client) => getTransactionQueue(client, { chainId: CHAIN_ID, safeAddress: SAFE }),
    method: 'GET',
    path: `${SAFES}/transactions/queued`,
    response: transactionListPage,
  },
  {
    name: 'getTransactionDetails',
    call: (client) =>
      getTransactionDetails(client, {
        chainId: CHAIN_ID,
        transactionId: `multisig_${SAFE}_${SAFE_TX_HASH}`,
      }),
    method: 'GET',
    path: `/v1/chains/${CHAIN_ID}/transactions/multisig_${SAFE}_${SAFE_TX_HASH}`,
    response: transactionDetails,
  },
  {
    name: 'deleteTransaction',
    call: (client) =>
      deleteTransaction(client, {
        chainId: CHAIN_ID,
        safeTxHash: SAFE_TX_HASH,
        signature: SIGNATURE,
      }),
    method: 'DELETE',
    path: `/v1/chains/${CHAIN_ID}/transactions/${SAFE_TX_HASH}`,
    body: { signature: SIGNATURE },
  },
  {
    name: 'addConfirmation',
    call: (client) =>
      addConfirmation(client, {
        chainId: CHAIN_ID,
        safeTxHash: SAFE_TX_HASH,
        signature: SIGNATURE,
      }),
    method: 'POST',
    path: `/v1/chains/${CHAIN_ID}/transactions/${SAFE_TX_HASH}/confirmations`,
    body: { signature: SIGNATURE },
    response: transactionDetails,
  },
  {
    name: 'postSafeGasEstimation',
    call: (client) =>
      postSafeGasEstimation(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        to: OWNER,
        value: '1000000000000000000',
        data: '0x',
        operation: 0,
      }),
    method: 'POST',
    path: `/v2/chains/${CHAIN_ID}/safes/${SAFE}/multisig-transactions/estimations`,
    body: { to: OWNER, value: '1000000000000000000', data: '0x', operation: 0 },
    response: { currentNonce: 7, recommendedNonce: 8, safeTxGas: '0' },
  },
  {
    name: 'getNonces',
    call: (client) => getNonces(client, { chainId: CHAIN_ID, safeAddress: SAFE }),
    method: 'GET',
    path: `${SAFES}/nonces`,
    response: { currentNonce: 7, recommendedNonce: 9 },
  },
  {
    name: 'proposeTransaction',
    call: (client) =>
      proposeTransaction(client, { chainId: CHAIN_ID, safeAddress: SAFE, ...PROPOSAL }),
    method: 'POST',
    path: `/v1/chains/${CHAIN_ID}/transactions/${SAFE}/propose`,
    // The request fields travel flat in the body, exactly as given.
    body: PROPOSAL,
    response: transactionDetails,
  },
  {
    name: 'getChainsConfig (no parameters)',
    call: (client) => getChainsConfig(client),
    method: 'GET',
    path: '/v1/chains',
    response: { count: 1, next: null, previous: null, results: [chainInfo] },
  },
  {
    name: 'getChainsConfig (query)',
    call: (client) => getChainsConfig(client, { query: { limit: 10, offset: 20 } }),
    method: 'GET',
    path: '/v1/chains',
    query: 'limit=10&offset=20',
    response: { count: 1, next: null, previous: null, results: [] },
  },
  {
    name: 'getChainConfig',
    call: (client) => getChainConfig(client, { chainId: CHAIN_ID }),
    method: 'GET',
    path: `/v1/chains/${CHAIN_ID}`,
    response: chainInfo,
  },
  {
    name: 'getSafeApps',
    call: (client) =>
      getSafeApps(client, {
        chainId: CHAIN_ID,
        query: { clientUrl: 'https://app.example', url: 'https://swap.example/x y' },
      }),
    method: 'GET',
    path: `/v1/chains/${CHAIN_ID}/safe-apps`,
    query: 'clientUrl=https%3A%2F%2Fapp.example&url=https%3A%2F%2Fswap.example%2Fx+y',
    response: [
      {
        id: 1,
        url: 'https://swap.example',
        name: 'Swap',
        iconUrl: null,
        description: 'Swaps',
        chainIds: [CHAIN_ID],
        provider: null,
        accessControl: { type: 'DOMAIN_ALLOWLIST', value: ['https://app.example'] },
        tags: [],
        features: ['BATCHED_TRANSACTIONS'],
        developerWebsite: null,
        socialProfiles: [{ platform: 'GITHUB', url: 'https://github.com/example' }],
        featured: false,
      },
    ],
  },
  {
    name: 'getMasterCopies',
    call: (client) => getMasterCopies(client, { chainId: CHAIN_ID }),
    method: 'GET',
    path: `/v1/chains/${CHAIN_ID}/about/master-copies`,
    response: [{ address: OTHER_OWNER, version: '1.4.1' }],
  },
  {
    name: 'getContract',
    call: (client) => getContract(client, { chainId: CHAIN_ID, contractAddress: OWNER }),
    method: 'GET',
    path: `/v1/chains/${CHAIN_ID}/contracts/${OWNER}`,
    response: {
      address: OWNER,
      name: 'TestTarget',
      displayName: 'Test target',
      logoUri: null,
      contractAbi: { abi: [], description: null, relevance: 100 },
      trustedForDelegateCall: false,
    },
  },
  {
    name: 'getDecodedData',
    call: (client) =>
      getDecodedData(client, { chainId: CHAIN_ID, operation: 1, data: '0x8d80ff0a', to: OWNER }),
    method: 'POST',
    path: `/v1/chains/${CHAIN_ID}/data-decoder`,
    body: { operation: 1, data: '0x8d80ff0a', to: OWNER },
    response: { method: 'multiSend', parameters: null, accuracy: 'FULL_MATCH' },
  },
  {
    name: 'getSafeMessages',
    call: (client) => getSafeMessages(client, { chainId: CHAIN_ID, safeAddress: SAFE }),
    method: 'GET',
    path: `${SAFES}/messages`,
    response: safeMessageListPage,
  },
  {
    name: 'proposeSafeMessage',
    call: (client) =>
      proposeSafeMessage(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        message: {
          domain: { chainId: 11155111, verifyingContract: SAFE },
          types: { Mail: [{ name: 'contents', type: 'string' }] },
          primaryType: 'Mail',
          message: { contents: 'Hello' },
        },
        safeAppId: null,
        signature: SIGNATURE,
      }),
    method: 'POST',
    path: `${SAFES}/messages`,
    body: {
      message: {
        domain: { chainId: 11155111, verifyingContract: SAFE },
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { contents: 'Hello' },
      },
      safeAppId: null,
      signature: SIGNATURE,
    },
  },
  {
    name: 'getSafeMessage',
    call: (client) => getSafeMessage(client, { chainId: CHAIN_ID, messageHash: MESSAGE_HASH }),
    method: 'GET',
    path: `/v1/chains/${CHAIN_ID}/messages/${MESSAGE_HASH}`,
    response: safeMessage,
  },
  {
    name: 'confirmSafeMessage',
    call: (client) =>
      confirmSafeMessage(client, {
        chainId: CHAIN_ID,
        messageHash: MESSAGE_HASH,
        signature: SIGNATURE,
      }),
    method: 'POST',
    path: `/v1/chains/${CHAIN_ID}/messages/${MESSAGE_HASH}/signatures`,
    body: { signature: SIGNATURE },
  },
  {
    name: 'getDelegates',
    call: (client) =>
      getDelegates(client, { chainId: CHAIN_ID, query: { safe: SAFE, delegator: OWNER } }),
    method: 'GET',
    path: `/v1/chains/${CHAIN_ID}/delegates`,
    query: `safe=${SAFE}&delegator=${OWNER}`,
    response: {
      count: 1,
      next: null,
      previous: null,
      results: [{ safe: SAFE, delegate: OTHER_OWNER, delegator: OWNER, label: 'Bot' }],
    },
  },
  {
    name: 'registerDevice',
    call: (client) =>
      registerDevice(client, {
        uuid: DEVICE_UUID,
        cloudMessagingToken: 'token',
        buildNumber: '1',
        bundle: 'countersign',
        deviceType: 'WEB',
        version: '0.1.0',
        timestamp: '1700000000',
        safeRegistrations: [{ chainId: CHAIN_ID, safes: [SAFE], signatures: [SIGNATURE] }],
      }),
    method: 'POST',
    path: '/v1/register/notifications',
    body: {
      uuid: DEVICE_UUID,
      cloudMessagingToken: 'token',
      buildNumber: '1',
      bundle: 'countersign',
      deviceType: 'WEB',
      version: '0.1.0',
      timestamp: '1700000000',
      safeRegistrations: [{ chainId: CHAIN_ID, safes: [SAFE], signatures: [SIGNATURE] }],
    },
  },
  {
    name: 'unregisterSafe',
    call: (client) =>
      unregisterSafe(client, { chainId: CHAIN_ID, uuid: DEVICE_UUID, safeAddress: SAFE }),
    method: 'DELETE',
    path: `/v1/chains/${CHAIN_ID}/notifications/devices/${DEVICE_UUID}/safes/${SAFE}`,
  },
  {
    name: 'unregisterDevice',
    call: (client) => unregisterDevice(client, { chainId: CHAIN_ID, uuid: DEVICE_UUID }),
    method: 'DELETE',
    path: `/v1/chains/${CHAIN_ID}/notifications/devices/${DEVICE_UUID}`,
  },
  {
    name: 'registerEmail',
    call: (client) =>
      registerEmail(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        emailAddress: 'owner@example.test',
        signer: OWNER,
        headers: EMAIL_HEADERS,
      }),
    method: 'POST',
    path: EMAILS,
    body: { emailAddress: 'owner@example.test', signer: OWNER },
    headers: EMAIL_HEADERS,
    status: 201,
  },
  {
    name: 'changeEmail',
    call: (client) =>
      changeEmail(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        signer: OWNER,
        emailAddress: 'new@example.test',
        headers: EMAIL_HEADERS,
      }),
    method: 'PUT',
    path: `${EMAILS}/${OWNER}`,
    body: { emailAddress: 'new@example.test' },
    headers: EMAIL_HEADERS,
    status: 202,
  },
  {
    name: 'getRegisteredEmail',
    call: (client) =>
      getRegisteredEmail(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        signer: OWNER,
        headers: EMAIL_HEADERS,
      }),
    method: 'GET',
    path: `${EMAILS}/${OWNER}`,
    headers: EMAIL_HEADERS,
    response: { email: 'owner@example.test', verified: false },
  },
  {
    name: 'deleteRegisteredEmail',
    call: (client) =>
      deleteRegisteredEmail(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        signer: OWNER,
        headers: EMAIL_HEADERS,
      }),
    method: 'DELETE',
    path: `${EMAILS}/${OWNER}`,
    headers: EMAIL_HEADERS,
    status: 204,
  },
  {
    name: 'resendEmailVerificationCode',
    call: (client) =>
      resendEmailVerificationCode(client, { chainId: CHAIN_ID, safeAddress: SAFE, signer: OWNER }),
    method: 'POST',
    path: `${EMAILS}/${OWNER}/verify-resend`,
    status: 202,
  },
  {
    name: 'setDevnetEmailDigest',
    call: (client) =>
      setDevnetEmailDigest(client, {
        chainId: CHAIN_ID,
        safeAddress: SAFE,
        signer: OWNER,
        enabled: true,
        headers: EMAIL_HEADERS,
      }),
    method: 'PUT',
    path: `/devnet/chains/${CHAIN_ID}/safes/${SAFE}/emails/${OWNER}/digest`,
    body: { enabled: true },
    headers: EMAIL_HEADERS,
    status: 200,
    response: { enabled: true },
  },
  {
    name: 'verifyEmail',
    call: (client) =>
      verifyEmail(client, { chainId: CHAIN_ID, safeAddress: SAFE, signer: OWNER, code: '123456' }),
    method: 'PUT',
    path: `${EMAILS}/${OWNER}/verify`,
    body: { code: '123456' },
    status: 204,
  },
];

let server: TestServer;
let client: GatewayClient;

beforeAll(async () => {
  server = await startServer();
  // A trailing slash on purpose: the client must not produce `//v1`.
  client = createGatewayClient({ baseUrl: `${server.url}/` });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('gateway actions', () => {
  it.each(cases)(
    '$name',
    async ({ call, method, path, query = '', body, headers, status, response }) => {
      server.reply(
        response === undefined ? { status: status ?? 200, body: '' } : { status, json: response },
      );

      const result = await call(client);

      expect(server.requests).toHaveLength(1);
      const [received] = server.requests;
      expect(received.method).toBe(method);
      expect(received.path).toBe(path);
      expect(received.query).toBe(query);
      // A bare GET declares no content type (no CORS preflight); everything else declares JSON.
      expect(received.headers['content-type']).toBe(
        method === 'GET' && headers === undefined ? undefined : 'application/json',
      );
      if (body === undefined) expect(received.body).toBe('');
      else expect(JSON.parse(received.body)).toEqual(body);
      for (const [name, value] of Object.entries(headers ?? {})) {
        expect(received.headers[name.toLowerCase()]).toBe(value);
      }
      expect(result).toEqual(response);
    },
  );

  it('covers every exported action', async () => {
    const gateway = await import('../../../src/gateway/actions');
    const tested = new Set(cases.map(({ name }) => name.split(' ')[0]));
    expect(Object.keys(gateway).sort()).toEqual([...tested].sort());
  });
});
