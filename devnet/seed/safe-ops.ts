import { ZeroAddress, type HDNodeWallet, type JsonRpcProvider } from 'ethers';
import {
  computeSafeTxHash,
  encodeExecTransactionData,
  concatSortedSignatures,
  type SafeTxFields,
} from '../gateway/safe-logic';

/** A Safe transaction to seed, with defaults for the gas fields. */
export interface SeedTx {
  to: string;
  value?: bigint;
  data?: string;
  operation?: 0 | 1;
  safeTxGas?: bigint;
}

/** A Safe the seed drives: address, version, and its owners' wallets. */
export interface SeedSafe {
  address: string;
  version: string;
}

/** Talks to the devnet's own HTTP API, so seeding exercises the gateway like the app does. */
export class SeedClient {
  constructor(
    readonly gatewayUrl: string,
    readonly provider: JsonRpcProvider,
    readonly chainId: bigint,
  ) {}

  /** JSON request; throws with the body on a non-2xx answer. */
  async request(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.gatewayUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }

  /** Let the gateway index everything mined so far. */
  async sync(): Promise<void> {
    await this.request('POST', '/devnet/sync');
  }

  /** Full SafeTx fields for a nonce. */
  fields(tx: SeedTx, nonce: number): SafeTxFields {
    return {
      to: tx.to,
      value: tx.value ?? 0n,
      data: tx.data ?? '0x',
      operation: tx.operation ?? 0,
      safeTxGas: tx.safeTxGas ?? 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: ZeroAddress,
      refundReceiver: ZeroAddress,
      nonce: BigInt(nonce),
    };
  }

  /** Sign a SafeTx hash as an EOA (v 27/28), the same bytes eth_signTypedData gives. */
  sign(owner: HDNodeWallet, safeTxHash: string): string {
    return owner.signingKey.sign(safeTxHash).serialized;
  }

  /** Propose through the gateway (first signer = sender), then add the other confirmations. */
  async propose(
    safe: SeedSafe,
    tx: SeedTx,
    nonce: number,
    signers: HDNodeWallet[],
    origin?: string,
  ): Promise<string> {
    const fields = this.fields(tx, nonce);
    const safeTxHash = computeSafeTxHash(fields, safe.version, this.chainId, safe.address);
    const [first, ...rest] = signers;
    await this.request('POST', `/v1/chains/${this.chainId}/transactions/${safe.address}/propose`, {
      to: fields.to,
      value: fields.value.toString(),
      data: fields.data === '0x' ? null : fields.data,
      nonce: String(nonce),
      operation: fields.operation,
      safeTxGas: fields.safeTxGas.toString(),
      baseGas: '0',
      gasPrice: '0',
      gasToken: ZeroAddress,
      refundReceiver: ZeroAddress,
      safeTxHash,
      sender: first!.address,
      signature: this.sign(first!, safeTxHash),
      origin: origin ?? null,
    });
    for (const owner of rest)
      await this.request(
        'POST',
        `/v1/chains/${this.chainId}/transactions/${safeTxHash}/confirmations`,
        {
          signature: this.sign(owner, safeTxHash),
        },
      );
    return safeTxHash;
  }

  /** Execute on chain with the signers' signatures sorted by owner; returns the chain tx hash. */
  async execute(
    safe: SeedSafe,
    tx: SeedTx,
    nonce: number,
    signers: HDNodeWallet[],
    executor: HDNodeWallet,
  ): Promise<string> {
    const f = this.fields(tx, nonce);
    const safeTxHash = computeSafeTxHash(f, safe.version, this.chainId, safe.address);
    const signatures = concatSortedSignatures(
      signers.map((o) => ({ owner: o.address, signature: this.sign(o, safeTxHash) })),
    );
    const data = encodeExecTransactionData(f, signatures);
    const sent = await executor.sendTransaction({ to: safe.address, data, gasLimit: 1_000_000n });
    await sent.wait();
    return sent.hash;
  }

  /** Propose through the API, confirm, execute on chain and index. */
  async run(
    safe: SeedSafe,
    tx: SeedTx,
    nonce: number,
    signers: HDNodeWallet[],
    origin?: string,
  ): Promise<string> {
    await this.propose(safe, tx, nonce, signers, origin);
    const hash = await this.execute(safe, tx, nonce, signers, signers[0]!);
    await this.sync();
    return hash;
  }
}
