// An EIP-1193 provider over the client, so libraries (viem, ethers, wagmi) can use the Safe as
// their wallet: the usual eth_ methods map to the host's calls; anything else throws
// `"<method>" not implemented` (spec §8).
import {
  assertRequestDefined,
  assertSignableHash,
  assertSigningAddress,
  MethodNotImplementedError,
  notImplementedText,
  type EIP712TypedData,
  type PermissionRequest,
  type SafeInfo,
  type SignMessageResponse,
} from '../protocol';
import { SafeAppsSDK } from './sdk';

/** An EIP-1193 request. */
export type Eip1193RequestArguments = {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
};

type Listener = (...args: unknown[]) => void;

const toHex = (value: number): string => `0x${value.toString(16)}`;

/** The signature a signing reply carries (off-chain, threshold reached), else '0x'. */
function signatureOf(response: SignMessageResponse): string {
  return 'signature' in response && typeof response.signature === 'string'
    ? response.signature
    : '0x';
}

const lower = (value: unknown): unknown =>
  typeof value === 'string' ? value.toLowerCase() : value;

/** The Safe as an EIP-1193 provider. */
export class SafeAppsProvider {
  private readonly listeners = new Map<string, Set<Listener>>();
  // Transactions this provider proposed, answered by safeTxHash until they have a chain hash.
  private readonly submittedTxs = new Map<string, Record<string, unknown>>();

  /** A provider for `safe` (from `sdk.safe.getInfo()`) over `sdk`. */
  constructor(
    private readonly safe: Pick<SafeInfo, 'safeAddress' | 'chainId'>,
    private readonly sdk: SafeAppsSDK,
  ) {}

  /** The Safe's chain id. */
  get chainId(): number {
    return this.safe.chainId;
  }

  /** Announces the connection (EIP-1193 `connect` with the hex chain id). */
  async connect(): Promise<void> {
    this.emit('connect', { chainId: toHex(this.chainId) });
  }

  /** Nothing to tear down: the host owns the connection. */
  async disconnect(): Promise<void> {}

  /** Subscribes to a provider event. */
  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  /** Unsubscribes from a provider event. */
  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  /** Handles one EIP-1193 request ('Undefined request' when there is none). */
  async request(request: Eip1193RequestArguments): Promise<unknown> {
    assertRequestDefined(request);
    const { method } = request;
    const params: readonly unknown[] = Array.isArray(request.params) ? request.params : [];
    const { sdk, safe } = this;
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [safe.safeAddress];
      case 'eth_chainId':
        return toHex(this.chainId);
      case 'net_version':
        return String(this.chainId);
      case 'personal_sign': {
        const [message, address] = params;
        assertSigningAddress(address, safe.safeAddress);
        return signatureOf(await sdk.txs.signMessage(String(message)));
      }
      case 'eth_sign': {
        const [address, messageHash] = params;
        assertSigningAddress(address, safe.safeAddress);
        assertSignableHash(messageHash);
        return signatureOf(await sdk.txs.signMessage(messageHash));
      }
      case 'eth_signTypedData':
      case 'eth_signTypedData_v4': {
        const [address, typedData] = params;
        assertSigningAddress(address, safe.safeAddress);
        const parsed = typeof typedData === 'string' ? parseJson(typedData) : typedData;
        return signatureOf(await sdk.txs.signTypedMessage(parsed as EIP712TypedData));
      }
      case 'eth_sendTransaction':
        return this.sendTransaction(params[0]);
      case 'eth_blockNumber': {
        const block = await sdk.eth.getBlockByNumber(['latest']);
        return block?.number;
      }
      case 'eth_getBalance':
        return sdk.eth.getBalance([lower(params[0]), params[1]]);
      case 'eth_getCode':
        return sdk.eth.getCode([lower(params[0]), params[1]]);
      case 'eth_getTransactionCount':
        return sdk.eth.getTransactionCount([lower(params[0]), params[1]]);
      case 'eth_getStorageAt':
        return sdk.eth.getStorageAt([lower(params[0]), params[1], params[2]]);
      case 'eth_getBlockByNumber':
        return sdk.eth.getBlockByNumber([params[0], params[1]]);
      case 'eth_getBlockByHash':
        return sdk.eth.getBlockByHash([params[0], params[1]]);
      case 'eth_getTransactionByHash':
        return this.transactionByHash(params[0]);
      case 'eth_getTransactionReceipt':
        return this.receiptByHash(params[0]);
      case 'eth_estimateGas':
        return sdk.eth.getEstimateGas((params[0] ?? {}) as Record<string, unknown>);
      case 'eth_call':
        return sdk.eth.call([params[0], params[1]]);
      case 'eth_getLogs':
        return sdk.eth.getPastLogs([params[0]]);
      case 'eth_gasPrice':
        return sdk.eth.getGasPrice();
      case 'wallet_getPermissions':
        return sdk.wallet.getPermissions();
      case 'wallet_requestPermissions':
        return sdk.wallet.requestPermissions(params[0] as PermissionRequest[]);
      case 'safe_setSettings':
        return sdk.eth.setSafeSettings([params[0]]);
      default:
        throw new MethodNotImplementedError(notImplementedText(String(method)));
    }
  }

  private async sendTransaction(input: unknown): Promise<string> {
    const tx = (input ?? {}) as Record<string, unknown>;
    const to = String(tx.to ?? '');
    // viem and others may pass `value`/`data` explicitly undefined: fall back like the public one.
    const value = tx.value ? String(tx.value) : '0';
    const data = tx.data ? String(tx.data) : '0x';
    const gas =
      typeof tx.gas === 'string' && tx.gas.startsWith('0x') ? parseInt(tx.gas, 16) : tx.gas;
    const { safeTxHash } = await this.sdk.txs.send({
      txs: [{ to, value, data }],
      params: typeof gas === 'number' ? { safeTxGas: gas } : undefined,
    });
    this.submittedTxs.set(safeTxHash, {
      from: this.safe.safeAddress,
      hash: safeTxHash,
      gas: 0,
      gasPrice: '0x00',
      nonce: 0,
      input: data,
      value,
      to,
      blockHash: null,
      blockNumber: null,
      transactionIndex: null,
    });
    return safeTxHash;
  }

  /** The chain hash of a Safe transaction once executed, else the hash given. */
  private async chainHashOf(hash: unknown): Promise<unknown> {
    try {
      const details = await this.sdk.txs.getBySafeTxHash(String(hash));
      return typeof details.txHash === 'string' && details.txHash ? details.txHash : hash;
    } catch {
      return hash;
    }
  }

  private async transactionByHash(hash: unknown): Promise<unknown> {
    const txHash = await this.chainHashOf(hash);
    const submitted = typeof txHash === 'string' ? this.submittedTxs.get(txHash) : undefined;
    if (submitted) return submitted;
    const tx = await this.sdk.eth.getTransactionByHash([txHash]);
    // Libraries check that the answer is for the hash they asked about.
    return tx ? { ...tx, hash } : tx;
  }

  private async receiptByHash(hash: unknown): Promise<unknown> {
    const txHash = await this.chainHashOf(hash);
    const receipt = await this.sdk.eth.getTransactionReceipt([txHash]);
    return receipt ? { ...receipt, transactionHash: hash } : receipt;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: signTypedMessage then refuses it as 'Invalid typed data'.
    return text;
  }
}

/** A provider for the Safe that opened this app (asks the host for the Safe first). */
export async function createSafeAppsProvider(
  sdk: SafeAppsSDK = new SafeAppsSDK(),
): Promise<SafeAppsProvider> {
  const safe = await sdk.safe.getInfo();
  return new SafeAppsProvider(safe, sdk);
}
