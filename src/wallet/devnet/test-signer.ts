// Devnet only: an EIP-1193 wallet backed by the well-known test mnemonic, so a person can act as
// any Safe owner in an ordinary browser. It is imported solely behind `import.meta.env.VITE_DEVNET`
// (see ./index.ts), which Vite replaces with a literal, so production builds never contain it.
// Addresses, accounts and chain are answered here; signing and chain reads go to the keys module,
// loaded on the first such request (test-signer-keys.ts), so announcing the signer costs nothing.
import type { HDNodeWallet, TypedDataField } from 'ethers';
import { TEST_ACCOUNT_ADDRESSES } from './accounts';
import { PROVIDER_ERROR_CODES, ProviderRpcError, methodNotImplementedError } from '../errors';
import type { EIP1193Provider, EIP1193RequestArguments } from '../types';
import { toHexChainId } from '../switch-chain';

const READ_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
]);

/** Options of the devnet test signer. */
export interface TestSignerParameters {
  readonly rpcUrl: string;
  readonly chainId: bigint;
  /** How many mnemonic accounts (m/44'/60'/0'/0/i) to offer. */
  readonly accountCount?: number;
}

/** The test signer: an EIP-1193 provider plus the owner picker the connect dialog uses. */
export interface TestSignerProvider extends EIP1193Provider {
  readonly accounts: readonly string[];
  readonly selectedAccount: string | undefined;
  selectAccount(address: string): void;
}

/** Creates the devnet test signer over the devnet's JSON-RPC endpoint. */
export function createTestSignerProvider({
  rpcUrl,
  chainId,
  accountCount = 10,
}: TestSignerParameters): TestSignerProvider {
  const accounts = TEST_ACCOUNT_ADDRESSES.slice(0, accountCount);
  let keys: Promise<Awaited<ReturnType<typeof loadKeys>>> | undefined;
  const loadKeys = async () =>
    (await import('./test-signer-keys')).createTestSignerKeys(rpcUrl, chainId, accountCount);
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  let selected: string | undefined;
  let connected = false;

  const emit = (event: string, ...args: unknown[]) =>
    listeners.get(event)?.forEach((listener) => listener(...args));

  const requireSigner = async (address: unknown): Promise<HDNodeWallet> => {
    if (!connected || !selected) {
      throw new ProviderRpcError(PROVIDER_ERROR_CODES.unauthorized, 'Connect an account first');
    }
    if (typeof address !== 'string' || address.toLowerCase() !== selected.toLowerCase()) {
      throw new ProviderRpcError(
        PROVIDER_ERROR_CODES.unauthorized,
        `The test signer is connected as ${selected}, not ${String(address)}`,
      );
    }
    keys ??= loadKeys();
    return (await keys).wallet(selected);
  };

  const request = async ({ method, params }: EIP1193RequestArguments): Promise<unknown> => {
    const args = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case 'eth_requestAccounts':
        connected = true;
        selected ??= accounts[0];
        return selected ? [selected] : [];
      case 'eth_accounts':
        return connected && selected ? [selected] : [];
      case 'eth_chainId':
        return toHexChainId(chainId);
      case 'net_version':
        return chainId.toString();
      case 'wallet_getPermissions':
      case 'wallet_requestPermissions':
        if (method === 'wallet_requestPermissions') connected = true;
        return connected ? [{ parentCapability: 'eth_accounts', caveats: [] }] : [];
      case 'wallet_switchEthereumChain': {
        const wanted = (args[0] as { chainId?: string } | undefined)?.chainId;
        if (wanted?.toLowerCase() === toHexChainId(chainId)) return null;
        throw new ProviderRpcError(PROVIDER_ERROR_CODES.unrecognizedChain, 'Unrecognized chain');
      }
      case 'personal_sign': {
        const signer = await requireSigner(args[1]);
        const message = String(args[0]);
        const { getBytes, isHexString, toUtf8Bytes } = await import('ethers');
        return signer.signMessage(isHexString(message) ? getBytes(message) : toUtf8Bytes(message));
      }
      case 'eth_signTypedData_v4': {
        const signer = await requireSigner(args[0]);
        const typedData = parseTypedData(args[1]);
        const types = { ...typedData.types };
        // ethers derives the domain type itself and rejects an explicit one.
        delete types.EIP712Domain;
        return signer.signTypedData(typedData.domain, types, typedData.message);
      }
      case 'eth_sendTransaction': {
        const tx = args[0] as {
          from?: string;
          to?: string;
          data?: string;
          value?: string;
          gas?: string;
          maxFeePerGas?: string;
          maxPriorityFeePerGas?: string;
          gasPrice?: string;
          nonce?: string;
          chainId?: string;
          type?: string;
        };
        const signer = await requireSigner(tx.from ?? selected);
        const quantity = (value?: string) => (value ? BigInt(value) : undefined);
        // The app's fields as given (fees, nonce, type), like a wallet that honours them; ethers fills
        // in what is absent.
        const sent = await signer.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : 0n,
          gasLimit: quantity(tx.gas),
          maxFeePerGas: quantity(tx.maxFeePerGas),
          maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
          gasPrice: quantity(tx.gasPrice),
          nonce: tx.nonce ? Number(BigInt(tx.nonce)) : undefined,
          chainId: quantity(tx.chainId),
          type: tx.type ? Number(BigInt(tx.type)) : undefined,
        });
        return sent.hash;
      }
      default:
        if (READ_METHODS.has(method)) {
          keys ??= loadKeys();
          return (await keys).rpc.send(method, args);
        }
        // eth_sign is refused on purpose: it signs opaque hashes (the Bybit lesson).
        throw methodNotImplementedError(method);
    }
  };

  return {
    request,
    get accounts() {
      return accounts;
    },
    get selectedAccount() {
      return selected;
    },
    selectAccount(address: string) {
      const next = accounts.find((account) => account.toLowerCase() === address.toLowerCase());
      if (!next) throw new Error(`${address} is not a devnet test account`);
      selected = next;
      connected = true;
      emit('accountsChanged', [next]);
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}

interface TypedDataPayload {
  domain: Record<string, unknown>;
  types: Record<string, TypedDataField[]>;
  message: Record<string, unknown>;
}

function parseTypedData(value: unknown): TypedDataPayload {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('domain' in parsed) ||
    !('types' in parsed) ||
    !('message' in parsed)
  ) {
    throw new ProviderRpcError(-32602, 'Invalid typed data');
  }
  return parsed as TypedDataPayload;
}
