// Protocol constants of the Safe contracts (safe-api.md Part C) and EIP-1271 (spec §9).

/** Head of the owners and modules linked lists in the Safe contracts. */
export const SENTINEL_ADDRESS = '0x0000000000000000000000000000000000000001';

/** The zero address, checksummed. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** EIP-1271 `isValidSignature(bytes32,bytes)` success value. */
export const EIP1271_MAGIC_VALUE = '0x1626ba7e';

/** Legacy `isValidSignature(bytes,bytes)` success value (Safe ≤ 1.4.1 contract signatures). */
export const EIP1271_LEGACY_MAGIC_VALUE = '0x20c13b0b';

/** Call (0) or delegatecall (1), as in Safe's Enum.Operation. */
export const OPERATION = { CALL: 0, DELEGATECALL: 1 } as const;

/** One of {@link OPERATION}. */
export type OperationType = (typeof OPERATION)[keyof typeof OPERATION];

/** `keccak256("fallback_manager.handler.address")`: where a Safe stores its fallback handler. */
export const FALLBACK_HANDLER_STORAGE_SLOT =
  '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5';

/** `keccak256("guard_manager.guard.address")`: where a Safe ≥ 1.3.0 stores its guard. */
export const GUARD_STORAGE_SLOT =
  '0x4a204f620c8c5ccdca3fd54d003badd85ba500436a431f0cbda4f558c93c34c8';

/** Type hash of `EIP712Domain(uint256 chainId,address verifyingContract)` (Safe ≥ 1.3.0). */
export const DOMAIN_TYPEHASH = '0x47e79534a245952e8b16893a336b85a3d9ea9fa8c573f3d803afb92a79469218';

/** Type hash of `EIP712Domain(address verifyingContract)` (Safe < 1.3.0). */
export const LEGACY_DOMAIN_TYPEHASH =
  '0x035aff83d86937d35b32e04f0ddc6ff469290eef2f1b692d8a815c89404d4749';

/** Type hash of SafeTx with `baseGas` (Safe ≥ 1.0.0). */
export const SAFE_TX_TYPEHASH =
  '0xbb8310d486368db6bd6f849402fdd73ad53d316b5a4b2644ad6efe0f941286d8';

/** Type hash of SafeTx with `dataGas` (Safe < 1.0.0). */
export const LEGACY_SAFE_TX_TYPEHASH =
  '0x14d461bc7412367e924637b363c7bf29b8f47e2f84869f4426e5633d8af47b20';

/** Type hash of `SafeMessage(bytes message)`. */
export const SAFE_MESSAGE_TYPEHASH =
  '0x60b3cbf8b4a223d68d641b3b6ddf9a298e7f33710cf3d3a9d1146b5a6150fbca';
