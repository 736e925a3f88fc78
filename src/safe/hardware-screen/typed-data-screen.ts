// What a hardware wallet in blind-signing mode shows for EIP-712 typed data: the two hashes it
// receives instead of the fields.
//
// Sources (read before writing this; no code copied):
// - Ledger's Ethereum app (LedgerHQ/app-ethereum, src_features/signMessageEIP712_v0/
//   ui_flow_signMessage712.c): "Sign typed message", then a step titled "Domain hash" and one
//   titled "Message hash", each printed with `snprintf("0x%.*H", 32, hash)`; the Ledger SDK's
//   `%.*H` prints the bytes as UPPERCASE hex (`%.*h` is the lowercase one). The device gets the
//   two hashes from the host (cmd_signMessage712.c) and signs keccak256(0x1901 ‖ domain ‖ message).
// - Trezor (trezor/trezor-firmware, legacy/firmware fsm_msg_ethereum.h, EthereumSignTypedHash):
//   "EIP-712 domain hash", then "EIP-712 message hash" (left out when the primary type is
//   EIP712Domain), each through layoutConfirmHash → split_message_hex: hex in four rows of 16
//   characters, no "0x".
// - eth_sign / personal_sign fallback (app-ethereum src_features/signMessage/cmd_signMessage.c):
//   bytes that are not printable ASCII — a bare 32-byte hash — are shown as "0x" and "%02X"
//   (uppercase) hex of the bytes themselves, i.e. the safeTxHash. Older app versions titled that
//   step "Message hash" and showed a SHA-256 of the message instead; current ones show the bytes.
// - Safe's help centre ("How to verify Safe transactions on a hardware wallet") and signers'
//   reports: the Ledger shows a "Domain hash" and a "Message hash" for a Safe confirmation,
//   neither of which is the safeTxHash; the safeTxHash is keccak256(0x1901 ‖ both).
import { concat, keccak256, TypedDataEncoder, type TypedDataField } from 'ethers';
import { getPrimaryType, getTypesForPrimaryType, type TypedDataInput } from '../typed-data';
import type { PersonalMessageScreen } from './personal-message-screen';

/** The hashes a blind-signing device shows for one EIP-712 signature. */
export type TypedDataScreen = {
  kind: 'typed-data';
  /** hashStruct(EIP712Domain): the domain separator ("Domain hash" on a Ledger). */
  domainHash: string;
  /** hashStruct(message) of the primary type ("Message hash" on a Ledger). */
  messageHash: string;
  /** keccak256(0x1901 ‖ domainHash ‖ messageHash): what is signed (the safeTxHash for a SafeTx). */
  signedHash: string;
};

/** What an eth_sign / personal_sign fallback shows: the 32 bytes signed (the safeTxHash). */
export type EthSignScreen = { kind: 'eth_sign'; signedHash: string };

/** What a wallet shows for an execution: the signing hash of the chain transaction it sends. */
export type TransactionScreen = { kind: 'transaction'; transactionHash: string };

/** Any of the device screens this app shows before a signature request. */
export type HardwareScreen =
  TypedDataScreen | EthSignScreen | TransactionScreen | PersonalMessageScreen;

/** Typed data as the flows hold it: ethers' types (no EIP712Domain) or an app's full set. */
export type ScreenTypedData = {
  domain: TypedDataInput['domain'];
  types: Record<string, ReadonlyArray<{ name: string; type: string }>>;
  primaryType?: string;
  message: Record<string, unknown>;
};

/** The domain hash, message hash and signed hash of `typedData`, as a blind-signing device shows them. */
export function typedDataScreen(typedData: ScreenTypedData): TypedDataScreen {
  const primaryType = getPrimaryType(typedData.types, typedData.primaryType);
  const types: Record<string, TypedDataField[]> = getTypesForPrimaryType(
    typedData.types,
    primaryType,
  );
  const domainHash = TypedDataEncoder.hashDomain(typedData.domain);
  const messageHash = TypedDataEncoder.from(types).hashStruct(primaryType, typedData.message);
  return {
    kind: 'typed-data',
    domainHash,
    messageHash,
    signedHash: keccak256(concat(['0x1901', domainHash, messageHash])),
  };
}

/** The screen of the eth_sign fallback: the bare hash the wallet signs. */
export function ethSignScreen(signedHash: string): EthSignScreen {
  return { kind: 'eth_sign', signedHash: signedHash.toLowerCase() };
}
