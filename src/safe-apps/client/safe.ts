// `sdk.safe`: the Safe, its chain, balances, address book and message checks.
import {
  INVALID_MESSAGE_TYPE_TEXT,
  isEIP712TypedData,
  Methods,
  PERMISSIONS_REJECTED_TEXT,
  PermissionsError,
  RestrictedMethods,
  RPC_CALLS,
  SafeAppsValidationError,
  type AddressBookItem,
  type ChainInfo,
  type EIP712TypedData,
  type EnvironmentInfo,
  type GatewayObject,
  type SafeInfoExtended,
} from '../protocol';
import type { Communicator } from './communicator';
import { calculateMessageHash, calculateTypedMessageHash } from './message-hash';
import { isSignedBySafe } from './signature-checks';
import { hasPermission, Wallet } from './wallet';

/** The Safe-level calls of the client. */
export class Safe {
  private readonly wallet: Wallet;

  /** Binds the calls to a communicator. */
  constructor(private readonly communicator: Communicator) {
    this.wallet = new Wallet(communicator);
  }

  /** The host's chain (name, id, short name, native currency, explorer templates). */
  async getChainInfo(): Promise<ChainInfo> {
    return (await this.communicator.send(Methods.getChainInfo, undefined)).data;
  }

  /** The Safe the host opened this app with. */
  async getInfo(): Promise<SafeInfoExtended> {
    return (await this.communicator.send(Methods.getSafeInfo, undefined)).data;
  }

  /** The Safe's balances in `currency` (default 'usd', spec §9). */
  async getBalances({ currency = 'usd' }: { currency?: string } = {}): Promise<GatewayObject> {
    return (await this.communicator.send(Methods.getSafeBalances, { currency })).data;
  }

  /** The public SDK's name for {@link Safe.getBalances}. */
  async experimental_getBalances(options: { currency?: string } = {}): Promise<GatewayObject> {
    return this.getBalances(options);
  }

  /** The host page's origin. */
  async getEnvironmentInfo(): Promise<EnvironmentInfo> {
    return (await this.communicator.send(Methods.getEnvironmentInfo, undefined)).data;
  }

  /** The prepared signature of an off-chain Safe message (the host may stay silent if unknown). */
  async getOffChainSignature(messageHash: string): Promise<string> {
    return (await this.communicator.send(Methods.getOffChainSignature, messageHash)).data;
  }

  /**
   * The signer's address book for this chain. Needs the `requestAddressBook` permission, which is
   * asked for when missing; a refusal is 'Permissions rejected' with code 4001 (spec §6).
   */
  async requestAddressBook(): Promise<AddressBookItem[]> {
    const method = RestrictedMethods.requestAddressBook;
    let permissions = await this.wallet.getPermissions();
    if (!hasPermission(permissions, method)) {
      permissions = await this.wallet.requestPermissions([{ [method]: {} }]);
    }
    if (!hasPermission(permissions, method)) {
      throw new PermissionsError(PERMISSIONS_REJECTED_TEXT);
    }
    return (await this.communicator.send(Methods.requestAddressBook, undefined)).data;
  }

  /** EIP-191 hash of a text message. */
  calculateMessageHash(message: string): string {
    return calculateMessageHash(message);
  }

  /** EIP-712 hash of typed data ('Please specify primaryType' when it cannot be derived). */
  calculateTypedMessageHash(typedData: EIP712TypedData): string {
    return calculateTypedMessageHash(typedData);
  }

  /** Whether the Safe accepts `signature` ('0x': signed on chain) for a text or typed message. */
  async isMessageSigned(message: string | EIP712TypedData, signature = '0x'): Promise<boolean> {
    if (typeof message === 'string') {
      return this.isMessageHashSigned(calculateMessageHash(message), signature);
    }
    if (isEIP712TypedData(message)) {
      return this.isMessageHashSigned(calculateTypedMessageHash(message), signature);
    }
    throw new SafeAppsValidationError(INVALID_MESSAGE_TYPE_TEXT);
  }

  /** EIP-1271 check of a message hash under both magic values; any failure is false. */
  async isMessageHashSigned(messageHash: string, signature = '0x'): Promise<boolean> {
    let safeAddress: string;
    try {
      safeAddress = (await this.getInfo()).safeAddress;
    } catch {
      return false;
    }
    return isSignedBySafe(
      async (to, data) =>
        (
          await this.communicator.send(Methods.rpcCall, {
            call: RPC_CALLS.eth_call,
            params: [{ to, data }, 'latest'],
          })
        ).data,
      safeAddress,
      messageHash,
      signature,
    );
  }
}
