// Route-by-route conformance of the devnet gateway against the CGW contract (safe-api.md Part A),
// over a seeded devnet: real Hardhat chain, real Safe contracts, real HTTP on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGatewayClient,
  getBalances,
  getChainConfig,
  getContract,
  getSafeInfo,
  getTransactionDetails,
  getTransactionHistory,
  getTransactionQueue,
  type GatewayClient,
  type SafeAppData,
  type TransactionItem,
  type TransactionListItem,
} from '../../../src/gateway';
import { startDevnet, type Devnet } from '../../../devnet/devnet';
import { BAD_VALUES, call } from './http';

let devnet: Devnet;
let client: GatewayClient;
let base: string;
let main: string;
const unknownSafe = '0x000000000000000000000000000000000000dEaD';

beforeAll(async () => {
  devnet = await startDevnet({ dataDir: null });
  client = createGatewayClient({ baseUrl: devnet.gatewayUrl });
  base = `${devnet.gatewayUrl}/v1/chains/31337`;
  main = devnet.safes!.main.address;
});
afterAll(async () => {
  await devnet?.stop();
});

const txItems = (items: TransactionListItem[]) =>
  items.filter((i): i is TransactionItem => i.type === 'TRANSACTION');

describe('chains', () => {
  it('serves the devnet chain config, paged list and master copies', async () => {
    const chain = await getChainConfig(client, { chainId: '31337' });
    expect(chain).toMatchObject({
      chainId: '31337',
      chainName: 'Devnet',
      shortName: 'hh',
      rpcUri: { authentication: 'NO_AUTHENTICATION', value: devnet.rpcUrl },
      gasPrice: [{ type: 'fixed' }],
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      recommendedMasterCopyVersion: '1.4.1',
    });
    expect(chain.features).toEqual(
      expect.arrayContaining(['SAFE_APPS', 'EIP1271', 'ERC721', 'CONTRACT_INTERACTION']),
    );
    expect(chain.features).not.toContain('DOMAIN_LOOKUP');
    expect(chain.contractAddresses?.safeSingletonAddress).toBe(
      '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
    );
    expect(chain.blockExplorerUriTemplate.address).toContain('{{address}}');

    const list = await call<{ count: number; next: null; results: unknown[] }>(
      `${devnet.gatewayUrl}/v1/chains`,
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.body.results).toHaveLength(1);

    const copies = await call<{ address: string; version: string }[]>(
      `${base}/about/master-copies`,
    );
    expect(copies.body).toContainEqual({
      address: '0x3E5c63644E683549055b9Be8653de26E0B4CD36E',
      version: '1.3.0',
    });
    expect((await call(`${devnet.gatewayUrl}/v1/balances/supported-fiat-codes`)).body).toContain(
      'USD',
    );
  });

  it('lists the demo Safe Apps it hosts, each served with its manifest and icon', async () => {
    const apps = await call<SafeAppData[]>(`${base}/safe-apps`);
    expect(apps.status).toBe(200);
    expect(apps.body.map((app) => app.name)).toEqual([
      'Devnet Transaction Builder',
      'Devnet Message Signer',
    ]);
    for (const app of apps.body) {
      expect(app).toMatchObject({
        chainIds: ['31337'],
        accessControl: { type: 'NO_RESTRICTIONS', value: null },
        socialProfiles: [],
      });
      expect(app.url.startsWith(`${devnet.gatewayUrl}/apps/`)).toBe(true);
      const page = await fetch(app.url);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain(`<h1>${app.name}</h1>`);
      // No inline script (a CSP without 'unsafe-inline' runs it): the client is a file of its own.
      expect(html).not.toMatch(/<script>/);
      const script = await fetch(`${app.url}/app.js`);
      expect(script.headers.get('content-type')).toContain('text/javascript');
      const code = await script.text();
      // The contract client: 10 random bytes per request id, replies only from the parent window.
      expect(code).toContain('new Uint8Array(10)');
      expect(code).toContain('event.source !== window.parent');
      expect((await call(`${app.url}/manifest.json`)).body).toMatchObject({ name: app.name });
      const icon = await fetch(app.iconUrl ?? '');
      expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    }
    const one = await call<SafeAppData[]>(
      `${base}/safe-apps?url=${encodeURIComponent(apps.body[1]?.url ?? '')}`,
    );
    expect(one.body.map((app) => app.name)).toEqual(['Devnet Message Signer']);
    expect((await call(`${devnet.gatewayUrl}/apps/nope`)).status).toBe(404);
  });

  it('answers an unknown chain with the upstream 404 body', async () => {
    const answer = await call(`${devnet.gatewayUrl}/v1/chains/1`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 404 });
    expect((await call(`${devnet.gatewayUrl}/v1/chains/1/safes/${main}`)).status).toBe(404);
  });

  it('serves the explorer pages the chain config links to', async () => {
    const page = await fetch(`${devnet.gatewayUrl}/explorer/address/${main}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(main);
  });
});

describe('safes', () => {
  it('reads SafeInfo live from the chain', async () => {
    const info = await getSafeInfo(client, { chainId: '31337', safeAddress: main.toLowerCase() });
    expect(info.address.value).toBe(main);
    expect(info.threshold).toBe(2);
    expect(info.owners.map((o) => o.value)).toEqual(devnet.safes!.main.owners);
    expect(info.owners[0]).toEqual({
      value: devnet.safes!.main.owners[0],
      name: null,
      logoUri: null,
    });
    expect(info.nonce).toBe(14);
    expect(info.version).toBe('1.4.1');
    expect(info.implementationVersionState).toBe('UP_TO_DATE');
    expect(info.modules).toBeNull();
    expect(info.guard).toBeNull();
    expect(info.fallbackHandler?.value).toBe('0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99');
    expect(info.txHistoryTag).toMatch(/^\d{10}$/);
    expect(info.txQueuedTag).toMatch(/^\d{10}$/);
    expect(info.messagesTag).toMatch(/^\d{10}$/);

    const legacy = await getSafeInfo(client, {
      chainId: '31337',
      safeAddress: devnet.safes!.legacy.address,
    });
    expect(legacy).toMatchObject({
      version: '1.3.0',
      implementationVersionState: 'OUTDATED',
      messagesTag: null,
    });
    const migrated = await getSafeInfo(client, {
      chainId: '31337',
      safeAddress: devnet.safes!.migrated.address,
    });
    expect(migrated).toMatchObject({ version: '1.4.1', implementationVersionState: 'UP_TO_DATE' });
  });

  it('validates the address and answers 404 for an address without a Safe', async () => {
    expect((await call(`${base}/safes/0x123`)).body).toEqual({
      statusCode: 422,
      code: 'custom',
      message: 'Invalid address',
      path: ['address'],
    });
    const missing = await call(`${base}/safes/${unknownSafe}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404 });
  });

  it('lists balances with fixed fiat prices, sorted by fiat value', async () => {
    const balances = await getBalances(client, {
      chainId: '31337',
      safeAddress: main,
      currency: 'usd',
    });
    expect(balances.items[0]!.tokenInfo).toMatchObject({ type: 'NATIVE_TOKEN', symbol: 'ETH' });
    expect(balances.items[0]!.fiatConversion).toBe('3000');
    const erc20 = balances.items.find((i) => i.tokenInfo.type === 'ERC20')!;
    expect(erc20.tokenInfo).toMatchObject({
      address: devnet.safes!.erc20,
      symbol: 'TST',
      decimals: 18,
    });
    expect(erc20.balance).toBe(985n * 10n ** 18n + '');
    const sum = balances.items.reduce((acc, i) => acc + Number(i.fiatBalance), 0);
    expect(Number(balances.fiatTotal)).toBeCloseTo(sum, 2);
    expect((await call(`${base}/safes/${main}/balances/usd?trusted=maybe`)).status).toBe(400);
    expect((await call(`${base}/safes/${main}/balances/xyz`)).status).toBe(400);
  });

  it('lists the untrusted look-alike token only when untrusted tokens are asked for', async () => {
    const addresses = async (trusted?: boolean) =>
      (
        await getBalances(client, {
          chainId: '31337',
          safeAddress: main,
          query: trusted === undefined ? undefined : { trusted },
        })
      ).items.map((i) => i.tokenInfo.address);
    const lookAlike = devnet.safes!.lookAlikeToken;
    expect(await addresses()).toContain(lookAlike);
    expect(await addresses(false)).toContain(lookAlike);
    const trusted = await addresses(true);
    expect(trusted).not.toContain(lookAlike);
    expect(trusted).toEqual(
      expect.arrayContaining(['0x0000000000000000000000000000000000000000', devnet.safes!.erc20]),
    );
  });

  it("lists owners' Safes on one chain and on all chains", async () => {
    const owner = devnet.owners[3]!.address;
    const one = await call<{ safes: string[] }>(`${base}/owners/${owner}/safes`);
    expect(one.body.safes.sort()).toEqual(
      [devnet.safes!.legacy.address, devnet.safes!.migrated.address].sort(),
    );
    const all = await call<Record<string, string[]>>(
      `${devnet.gatewayUrl}/v1/owners/${devnet.owners[0]!.address}/safes`,
    );
    expect(all.body).toEqual({ '31337': [main] });
    expect((await call(`${base}/owners/nope/safes`)).status).toBe(422);
  });

  it('recommends the nonce after the highest queued one and estimates', async () => {
    expect((await call(`${base}/safes/${main}/nonces`)).body).toEqual({
      currentNonce: 14,
      recommendedNonce: 16,
    });
    const estimation = await call<{ safeTxGas: string }>(
      `${devnet.gatewayUrl}/v2/chains/31337/safes/${main}/multisig-transactions/estimations`,
      'POST',
      { to: devnet.owners[4]!.address, value: '1', data: '0x', operation: 0 },
    );
    expect(estimation.status).toBe(200);
    expect(estimation.body).toMatchObject({ currentNonce: 14, recommendedNonce: 16 });
    expect(BigInt(estimation.body.safeTxGas)).toBeGreaterThan(0n);
    const bad = await call(
      `${devnet.gatewayUrl}/v2/chains/31337/safes/${main}/multisig-transactions/estimations`,
      'POST',
      {
        to: devnet.owners[4]!.address,
        value: 'ten',
        operation: 0,
      },
    );
    expect(bad.body).toMatchObject({
      statusCode: 422,
      message: 'Invalid base-10 numeric string',
      path: ['value'],
    });
  });

  it('lists collectibles as a v1 array and a v2 page', async () => {
    const v1 = await call<{ id: string; address: string }[]>(`${base}/safes/${main}/collectibles`);
    expect(v1.body.map((c) => c.id).sort()).toEqual(['2', '3']);
    const v2 = await call<{ count: number; results: { id: string; uri: string | null }[] }>(
      `${devnet.gatewayUrl}/v2/chains/31337/safes/${main}/collectibles?cursor=limit%3D1%26offset%3D0`,
    );
    expect(v2.body.count).toBe(2);
    expect(v2.body.results).toHaveLength(1);
  });
});

describe('contracts', () => {
  it('names the Safe contracts, serves a verified ABI for tokens, and knows no ABI for TestTarget', async () => {
    const token = await getContract(client, {
      chainId: '31337',
      contractAddress: devnet.safes!.erc20,
    });
    expect(token).toMatchObject({ address: devnet.safes!.erc20, trustedForDelegateCall: false });
    const abi = token.contractAbi?.abi as { name?: string }[];
    expect(abi.map((f) => f.name)).toEqual(expect.arrayContaining(['transfer', 'approve']));
    const multiSend = await call<{
      name: string;
      contractAbi: unknown;
      trustedForDelegateCall: boolean;
    }>(`${base}/contracts/0x9641d764fc13c8B624c04430C7356C1C7C8102e2`);
    expect(multiSend.status).toBe(200);
    expect(multiSend.body).toMatchObject({ contractAbi: null, trustedForDelegateCall: true });
    const target = await call(`${base}/contracts/${devnet.safes!.testTarget}`);
    expect(target.status).toBe(404);
    expect((await call(`${base}/contracts/0x12`)).status).toBe(422);
    expect(
      (await call(`${devnet.gatewayUrl}/v1/chains/5/contracts/${devnet.safes!.erc20}`)).status,
    ).toBe(404);
  });
});

describe('transactions', () => {
  it('builds the queue with Next/Queued labels, a conflict header and conflict types', async () => {
    const page = await getTransactionQueue(client, { chainId: '31337', safeAddress: main });
    expect(
      page.results.map((i) =>
        i.type === 'TRANSACTION' ? i.conflictType : i.type === 'LABEL' ? i.label : i.type,
      ),
    ).toEqual(['Next', 'CONFLICT_HEADER', 'HasNext', 'End', 'Queued', 'None']);
    expect(page.count).toBe(page.results.length);
    const [ready, rejection, waiting] = txItems(page.results).map((i) => i.transaction);
    expect(ready!.txStatus).toBe('AWAITING_EXECUTION');
    expect(ready!.executionInfo).toMatchObject({
      type: 'MULTISIG',
      nonce: 14,
      confirmationsSubmitted: 2,
      missingSigners: null,
    });
    expect(rejection!.txInfo).toMatchObject({ type: 'Custom', isCancellation: true });
    expect(waiting!.txStatus).toBe('AWAITING_CONFIRMATIONS');
    expect(waiting!.executionInfo).toMatchObject({
      nonce: 15,
      missingSigners: [{ value: devnet.owners[1]!.address }, { value: devnet.owners[2]!.address }],
    });
  });

  it('builds the history with a date label, every txInfo type and the creation last', async () => {
    const first = await call<{
      count: number;
      next: string;
      previous: null;
      results: TransactionListItem[];
    }>(`${base}/safes/${main}/transactions/history?timezone=UTC&cursor=limit%3D12%26offset%3D0`);
    expect(first.body.count).toBe(20);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(
      `${base}/safes/${main}/transactions/history?timezone=UTC&cursor=limit%3D12%26offset%3D12`,
    );
    expect(first.body.results[0]!.type).toBe('DATE_LABEL');
    expect(txItems(first.body.results).map((i) => i.transaction.txInfo.type)).not.toContain(
      'Creation',
    );
    const page = { results: first.body.results };
    const rest = await getTransactionHistory(client, {
      chainId: '31337',
      safeAddress: main,
      pageUrl: first.body.next,
    });
    expect(rest.next).toBeNull();
    expect(rest.previous).toBe(
      `${base}/safes/${main}/transactions/history?timezone=UTC&cursor=limit%3D12%26offset%3D0`,
    );
    // Same day as the previous page's last item: the group continues without a new label.
    expect(rest.results[0]!.type).toBe('TRANSACTION');
    const all = [...txItems(page.results), ...txItems(rest.results)].map((i) => i.transaction);
    expect(all.at(-1)!.txInfo.type).toBe('Creation');
    expect(all.at(-1)!.id).toBe(`creation_${main}`);
    const settings = all.flatMap((t) =>
      t.txInfo.type === 'SettingsChange' ? [t.txInfo.settingsInfo?.type] : [],
    );
    expect(new Set(settings)).toEqual(
      new Set([
        'ADD_OWNER',
        'SWAP_OWNER',
        'REMOVE_OWNER',
        'CHANGE_THRESHOLD',
        'ENABLE_MODULE',
        'DISABLE_MODULE',
        'SET_GUARD',
        'DELETE_GUARD',
        'SET_FALLBACK_HANDLER',
      ]),
    );
    const kinds = all.map((t) =>
      t.txInfo.type === 'Transfer'
        ? `${t.txInfo.transferInfo.type}:${t.txInfo.direction}`
        : t.txInfo.type,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        'NATIVE_COIN:OUTGOING',
        'NATIVE_COIN:INCOMING',
        'ERC20:OUTGOING',
        'ERC20:INCOMING',
        'ERC721:OUTGOING',
        'ERC721:INCOMING',
        'Custom',
      ]),
    );
    expect(all.some((t) => t.txStatus === 'FAILED')).toBe(true);
    expect(all.find((t) => t.executionInfo?.type === 'MODULE')?.id).toMatch(
      new RegExp(`^module_${main}_`),
    );
    const multiSend = all.find(
      (t) => t.txInfo.type === 'Custom' && t.txInfo.methodName === 'multiSend',
    )!;
    expect(multiSend.txInfo).toMatchObject({ actionCount: 2, isCancellation: false });
    const migrated = await getTransactionHistory(client, {
      chainId: '31337',
      safeAddress: devnet.safes!.migrated.address,
    });
    expect(txItems(migrated.results).map((i) => i.transaction.txInfo)).toContainEqual(
      expect.objectContaining({
        type: 'SettingsChange',
        settingsInfo: expect.objectContaining({ type: 'CHANGE_IMPLEMENTATION' }),
      }),
    );
  });

  it('answers details by txId, bare safeTxHash, module, transfer and creation ids', async () => {
    const history = await call<{ results: TransactionListItem[] }>(
      `${base}/safes/${main}/transactions/history?cursor=limit%3D40%26offset%3D0`,
    );
    const all = txItems(history.body.results).map((i) => i.transaction);
    const multiSend = all.find(
      (t) => t.txInfo.type === 'Custom' && t.txInfo.methodName === 'multiSend',
    )!;
    const details = await getTransactionDetails(client, {
      chainId: '31337',
      transactionId: multiSend.id,
    });
    expect(details.txData).toMatchObject({
      operation: 1,
      trustedDelegateCallTarget: true,
      dataDecoded: { method: 'multiSend' },
    });
    expect(details.txData!.dataDecoded!.parameters![0]!.valueDecoded).toHaveLength(2);
    expect(details.detailedExecutionInfo).toMatchObject({
      type: 'MULTISIG',
      nonce: expect.any(Number),
      confirmationsRequired: 2,
      safeTxGas: '0',
      gasToken: '0x0000000000000000000000000000000000000000',
      executor: { value: devnet.owners[0]!.address },
      proposer: { value: devnet.owners[0]!.address },
      trusted: true,
    });
    const safeTxHash = multiSend.id.split('_')[2]!;
    expect(
      (await getTransactionDetails(client, { chainId: '31337', transactionId: safeTxHash })).txId,
    ).toBe(multiSend.id);
    for (const t of all.filter((x) => !x.id.startsWith('multisig_'))) {
      const answer = await call<{ txId: string }>(`${base}/transactions/${t.id}`);
      expect(answer.status, t.id).toBe(200);
      expect(answer.body.txId).toBe(t.id);
    }
    expect((await call(`${base}/transactions/multisig_0x12_${safeTxHash}`)).body).toEqual({
      statusCode: 400,
      message: 'Invalid transaction ID',
      error: 'Bad Request',
    });
    expect((await call(`${base}/transactions/multisig_${unknownSafe}_${safeTxHash}`)).status).toBe(
      400,
    );
    expect((await call(`${base}/transactions/0x${'ab'.repeat(32)}`)).status).toBe(404);
  });

  it('serves the three raw lists with their filters', async () => {
    const incoming = await call<{ count?: number; results: TransactionItem[] }>(
      `${base}/safes/${main}/incoming-transfers/`,
    );
    expect(incoming.status).toBe(200);
    expect(incoming.body.count).toBeUndefined();
    expect(
      incoming.body.results.every(
        (i) =>
          i.transaction.txInfo.type === 'Transfer' && i.transaction.txInfo.direction === 'INCOMING',
      ),
    ).toBe(true);
    const tokens = await call<{ results: TransactionItem[] }>(
      `${base}/safes/${main}/incoming-transfers/?token_address=${devnet.safes!.erc721}`,
    );
    expect(tokens.body.results).toHaveLength(3);
    const modules = await call<{ count: number; results: TransactionItem[] }>(
      `${base}/safes/${main}/module-transactions/`,
    );
    expect(modules.body.count).toBe(1);
    expect(modules.body.results[0]!.transaction.executionInfo).toMatchObject({
      type: 'MODULE',
      address: { value: devnet.owners[4]!.address },
    });
    const pending = await call<{ results: TransactionItem[] }>(
      `${base}/safes/${main}/multisig-transactions/?executed=false`,
    );
    expect(pending.body.results).toHaveLength(3);
    expect((await call(`${base}/safes/${main}/multisig-transactions/?executed=nope`)).status).toBe(
      400,
    );
    expect((await call(`${base}/safes/${main}/incoming-transfers/?to=0x1`)).body).toMatchObject({
      message: 'Invalid address',
      path: ['to'],
    });
  });

  it('applies every list filter, alone and combined', async () => {
    type List = { results: TransactionItem[] };
    const list = async (path: string) =>
      (await call<List>(`${base}/safes/${main}/${path}`)).body.results.map((i) => i.transaction);
    const moduleTx = (await list('module-transactions/'))[0]!;
    const moduleAddress = devnet.owners[4]!.address;
    expect(await list(`module-transactions/?module=${moduleAddress}`)).toHaveLength(1);
    expect(await list(`module-transactions/?module=${main}`)).toHaveLength(0);
    expect(
      await list(
        `module-transactions/?transaction_hash=${moduleTx.txHash!.toUpperCase().replace('0X', '0x')}`,
      ),
    ).toHaveLength(1);
    expect(await list(`module-transactions/?transaction_hash=0x${'00'.repeat(32)}`)).toHaveLength(
      0,
    );

    const all = await list('multisig-transactions/');
    const executed = await list('multisig-transactions/?executed=true');
    const pending = await list('multisig-transactions/?executed=false');
    expect(executed.length + pending.length).toBe(all.length);
    const queuedNonce = (pending[0]!.executionInfo as { nonce: number }).nonce;
    const atNonce = await list(`multisig-transactions/?nonce=${queuedNonce}`);
    expect(atNonce.length).toBeGreaterThan(0);
    expect(atNonce.every((t) => (t.executionInfo as { nonce: number }).nonce === queuedNonce)).toBe(
      true,
    );
    // Combined filters narrow the set: executed transactions never sit at a queued nonce.
    expect(await list(`multisig-transactions/?nonce=${queuedNonce}&executed=true`)).toHaveLength(0);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(await list(`multisig-transactions/?execution_date__gte=${future}`)).toHaveLength(0);
    expect(await list(`incoming-transfers/?execution_date__lte=2000-01-01T00:00:00Z`)).toHaveLength(
      0,
    );
  });

  it('decodes data and requires `to`', async () => {
    const data =
      '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c80000000000000000000000000000000000000000000000000000000000000001';
    const decoded = await call(`${base}/data-decoder`, 'POST', {
      data,
      to: devnet.safes!.erc20,
      operation: 0,
    });
    expect(decoded.body).toMatchObject({
      method: 'transfer',
      parameters: [
        { name: 'to', type: 'address' },
        { name: 'value', value: '1' },
      ],
    });
    const missing = await call(`${base}/data-decoder`, 'POST', { data });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: 'invalid_type', path: ['to'], message: 'Required' });
  });
});

describe('robustness', () => {
  it('answers CORS preflight with the signature headers', async () => {
    const answer = await fetch(`${base}/safes/${main}/emails`, { method: 'OPTIONS' });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-headers')).toContain(
      'Safe-Wallet-Signature-Timestamp',
    );
    // The app waits out a 429 for as long as its Retry-After says: the page must read it.
    expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it('answers unknown routes and malformed JSON like NestJS', async () => {
    expect((await call(`${devnet.gatewayUrl}/v1/nope`)).body).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
    });
    const malformed = await call(`${base}/transactions/${main}/propose`, 'POST', '{"to":');
    expect(malformed.status).toBe(400);
  });

  it('never answers 500 to bad input on any route', async () => {
    const templates = [
      'GET /v1/chains/{v}',
      'GET /v1/chains/31337/safes/{v}',
      'GET /v1/chains/31337/safes/{v}/balances/usd',
      'GET /v1/chains/31337/safes/MAIN/balances/{v}',
      'GET /v1/chains/31337/safes/{v}/transactions/history',
      'GET /v1/chains/31337/safes/MAIN/transactions/history?timezone={v}',
      'GET /v1/chains/31337/safes/MAIN/transactions/history?cursor={v}',
      'GET /v1/chains/31337/safes/MAIN/transactions/queued?trusted={v}',
      'GET /v1/chains/31337/safes/MAIN/incoming-transfers/?execution_date__gte={v}',
      'GET /v1/chains/31337/safes/MAIN/multisig-transactions/?nonce={v}',
      'GET /v1/chains/31337/transactions/{v}',
      'GET /v1/chains/31337/transactions/multisig_{v}_{v}',
      'GET /v1/chains/31337/messages/{v}',
      'GET /v1/chains/31337/relay/{v}',
      'GET /v1/chains/31337/delegates?safe={v}',
      'GET /v1/chains/31337/owners/{v}/safes',
      'GET /v2/chains/31337/safes/{v}/collectibles',
      'POST /v1/chains/31337/transactions/MAIN/propose',
      'POST /v1/chains/31337/transactions/{v}/confirmations',
      'DELETE /v1/chains/31337/transactions/{v}',
      'POST /v1/chains/31337/safes/MAIN/messages',
      'POST /v1/chains/31337/messages/{v}/signatures',
      'POST /v1/register/notifications',
      'DELETE /v1/chains/31337/notifications/devices/{v}',
      'POST /v1/chains/31337/relay',
      'POST /v1/chains/31337/data-decoder',
      'POST /v1/chains/31337/safes/MAIN/emails',
      'PUT /v1/chains/31337/safes/MAIN/emails/{v}/verify',
      'POST /v2/chains/31337/safes/MAIN/multisig-transactions/estimations',
    ];
    const bodies: unknown[] = [
      null,
      42,
      'text',
      [],
      {},
      { to: 1, value: {}, signature: [], data: 5, message: 7, safeRegistrations: 'x' },
    ];
    for (const template of templates) {
      const [method, path] = template.split(' ') as [string, string];
      for (const value of BAD_VALUES) {
        const url = `${devnet.gatewayUrl}${path.replaceAll('MAIN', main).replaceAll('{v}', value)}`;
        for (const body of method === 'GET' ? [undefined] : bodies) {
          const answer = await call(url, method, body ?? undefined);
          expect(answer.status, `${template} ${value} ${JSON.stringify(body)}`).toBeLessThan(500);
        }
      }
    }
  });
});
