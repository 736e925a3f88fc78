// The execution's hardware-wallet screen: the transaction hash reported before the wallet is asked
// is the unsigned hash of exactly the fields the wallet receives (nonce, gas, fees, chain id, type
// all fixed by the app), computed here independently with ethers' Transaction.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { Transaction } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainInfo, GatewayClient } from '../../../../src/gateway';
import {
  executeTransaction,
  type ExecutionProgress,
} from '../../../../src/features/tx-flows/txFlows';
import type { ReviewedTx } from '../../../../src/features/tx-flows/useTxReview';
import type { WalletTransactionRequest } from '../../../../src/wallet/session';

let server: Server;
let rpcUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const { method, id } = JSON.parse(text) as { method: string; id: number };
      const results: Record<string, unknown> = {
        eth_estimateGas: '0x186a0',
        eth_feeHistory: { baseFeePerGas: ['0x3b9aca00', '0x3b9aca00'], reward: [['0x5f5e100']] },
        eth_maxPriorityFeePerGas: '0x5f5e100',
        eth_gasPrice: '0x4a817c800',
        eth_getTransactionCount: '0x2a',
        eth_getTransactionReceipt: { status: '0x1', logs: [], blockNumber: '0x10' },
      };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result: results[method] ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const safeAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const reviewed = {
  safeTxHash: `0x${'12'.repeat(32)}`,
  version: '1.4.1',
  transaction: {
    to: '0x1111111111111111111111111111111111111111',
    value: 5n,
    data: '0x',
    operation: 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: '0x0000000000000000000000000000000000000000',
    refundReceiver: '0x0000000000000000000000000000000000000000',
    nonce: 3n,
  },
} as unknown as ReviewedTx;

async function runExecution(features: string[]) {
  const sent: WalletTransactionRequest[] = [];
  const progress: ExecutionProgress[] = [];
  const ctx = {
    client: { baseUrl: 'http://gateway.invalid' } as GatewayClient,
    queryClient: new QueryClient(),
    chain: { chainId: '31337', features } as unknown as ChainInfo,
    safeAddress,
    rpcUrl,
    wallet: {
      address: owner,
      signTypedData: () => Promise.reject(new Error('not used')),
      personalSign: () => Promise.reject(new Error('not used')),
      sendTransaction: (request: WalletTransactionRequest) => {
        // The screen is out before the wallet is asked.
        expect(progress.some((p) => p.phase === 'signing' && p.screen)).toBe(true);
        sent.push(request);
        return Promise.resolve(`0x${'ab'.repeat(32)}`);
      },
    },
  };
  await executeTransaction(ctx, reviewed, [], (p) => progress.push(p));
  const signing = progress.find((p) => p.phase === 'signing');
  return { sent, screen: signing?.phase === 'signing' ? signing.screen : undefined };
}

describe('executeTransaction: the shown transaction hash', () => {
  it('EIP-1559: equals the unsigned hash of the exact fields sent', async () => {
    const { sent, screen } = await runExecution(['EIP1559']);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request).toMatchObject({ type: '0x2', nonce: '0x2a', chainId: '0x7a69' });
    const independent = Transaction.from({
      type: 2,
      chainId: BigInt(request.chainId!),
      nonce: Number(BigInt(request.nonce!)),
      to: request.to,
      data: request.data!,
      value: BigInt(request.value ?? '0x0'),
      gasLimit: BigInt(request.gas!),
      maxFeePerGas: BigInt(request.maxFeePerGas!),
      maxPriorityFeePerGas: BigInt(request.maxPriorityFeePerGas!),
    }).unsignedHash;
    expect(screen).toEqual({ kind: 'transaction', transactionHash: independent });
  });

  it('legacy chain: gas price and EIP-155 hash of the fields sent', async () => {
    const { sent, screen } = await runExecution([]);
    const request = sent[0]!;
    expect(request).toMatchObject({ type: '0x0', gasPrice: '0x4a817c800', nonce: '0x2a' });
    const independent = Transaction.from({
      type: 0,
      chainId: BigInt(request.chainId!),
      nonce: Number(BigInt(request.nonce!)),
      to: request.to,
      data: request.data!,
      value: BigInt(request.value ?? '0x0'),
      gasLimit: BigInt(request.gas!),
      gasPrice: BigInt(request.gasPrice!),
    }).unsignedHash;
    expect(screen?.transactionHash).toBe(independent);
  });
});
