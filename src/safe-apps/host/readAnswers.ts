// The answers a host gives by itself (reference B.3): the Safe from the chain-checked state, the
// chain, the environment, gateway reads, `rpcCall` over the user's RPC (allow-list already checked
// by readRequestParams) and the permission-gated address book.
import {
  getBalances,
  getSafeInfo,
  getSafeMessage,
  getTransactionDetails,
  type ChainInfo,
  type GatewayClient,
} from '../../gateway';
import { rpcRequest } from '../../query/rpc';
import type { SafeChainState } from '../../safe';
import {
  Methods,
  type AddressBookItem,
  type ChainInfo as AppChainInfo,
  type GatewayObject,
  type SafeInfoExtended,
} from '../protocol';
import type { ReadRequest } from './appHost';
import { NoReplyError } from './hostErrors';
import { readAddressBookFor, type PermissionStore } from './permissions';

/** Everything the reads need, given by the screen (or a test). */
export interface ReadContext {
  appOrigin: string;
  /** `location.origin` of this app. */
  hostOrigin: string;
  chain: ChainInfo;
  /** Checksummed. */
  safeAddress: string;
  client: GatewayClient;
  /** The user's RPC for the chain, or null when none can be used. */
  rpcUrl: () => string | null;
  /** The Safe as the chain reports it (throws when it cannot be read). */
  readSafeState: () => Promise<SafeChainState>;
  /** The connected wallet's address, or null. */
  walletAddress: () => string | null;
  permissions: PermissionStore;
  /** This chain's address book. */
  readAddressBook: () => Promise<AddressBookItem[]>;
  /** The app's `safe_setSettings` choices, kept for the session. */
  settings: { offChainSigning: boolean };
}

/** `getChainInfo`: the subset of the gateway's chain entity the SDK types. */
export function appChainInfo(chain: ChainInfo): AppChainInfo {
  const { chainName, chainId, shortName, nativeCurrency, blockExplorerUriTemplate } = chain;
  return {
    chainName,
    chainId,
    shortName,
    nativeCurrency: {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      decimals: nativeCurrency.decimals,
      logoUri: nativeCurrency.logoUri,
    },
    blockExplorerUriTemplate: {
      address: blockExplorerUriTemplate.address,
      txHash: blockExplorerUriTemplate.txHash,
      api: blockExplorerUriTemplate.api,
    },
  };
}

/** `getSafeInfo`: owners, threshold, nonce, version and singleton from the chain; the rest from the gateway. */
export async function appSafeInfo(ctx: ReadContext): Promise<SafeInfoExtended> {
  const state = await ctx.readSafeState();
  if (state.chainId !== ctx.chain.chainId) {
    throw new Error(`The RPC serves chain ${state.chainId}, not ${ctx.chain.chainId}`);
  }
  // Modules, guard and fallback handler are not part of the chain read: the gateway's word,
  // or null when it cannot be had (offline), never a guess.
  const gateway = await getSafeInfo(ctx.client, {
    chainId: ctx.chain.chainId,
    safeAddress: ctx.safeAddress,
  }).catch(() => null);
  const me = ctx.walletAddress()?.toLowerCase();
  return {
    safeAddress: ctx.safeAddress,
    chainId: Number(ctx.chain.chainId),
    threshold: state.threshold,
    owners: state.owners,
    isReadOnly: !me || !state.owners.some((owner) => owner.toLowerCase() === me),
    nonce: Number(state.nonce),
    implementation: state.implementation,
    modules: gateway?.modules?.map((m) => m.value) ?? null,
    fallbackHandler: gateway?.fallbackHandler?.value ?? null,
    guard: gateway?.guard?.value ?? null,
    version: state.version,
    network: ctx.chain.chainName.toUpperCase(),
  };
}

/** Answers one read request. */
export async function answerRead(ctx: ReadContext, request: ReadRequest): Promise<unknown> {
  const chainId = ctx.chain.chainId;
  switch (request.method) {
    case Methods.getEnvironmentInfo:
      return { origin: ctx.hostOrigin };
    case Methods.getChainInfo:
      return appChainInfo(ctx.chain);
    case Methods.getSafeInfo:
      return appSafeInfo(ctx);
    case Methods.getTxBySafeTxHash:
      return (await getTransactionDetails(ctx.client, {
        chainId,
        transactionId: request.params.safeTxHash,
      })) as unknown as GatewayObject;
    case Methods.getSafeBalances:
      return (await getBalances(ctx.client, {
        chainId,
        safeAddress: ctx.safeAddress,
        currency: request.params.currency,
      })) as unknown as GatewayObject;
    case Methods.getOffChainSignature: {
      const message = await getSafeMessage(ctx.client, {
        chainId,
        messageHash: request.params,
      }).catch(() => null);
      // The public host sends nothing for an unknown message; the app's own timeout ends it.
      if (!message?.preparedSignature) throw new NoReplyError('Unknown message');
      return message.preparedSignature;
    }
    case Methods.rpcCall: {
      const { call, params } = request.params;
      if (call === 'safe_setSettings') {
        const wanted = params[0] as { offChainSigning?: unknown } | undefined;
        if (typeof wanted?.offChainSigning === 'boolean') {
          ctx.settings.offChainSigning = wanted.offChainSigning;
        }
        return { ...ctx.settings };
      }
      const url = ctx.rpcUrl();
      if (!url) throw new Error('No RPC for this chain');
      return rpcRequest({ url, method: call, params });
    }
    case Methods.requestAddressBook:
      return readAddressBookFor(ctx.permissions, ctx.appOrigin, ctx.readAddressBook);
    case Methods.wallet_getPermissions:
      return ctx.permissions.get(ctx.appOrigin);
  }
}
