import { getAddress } from 'ethers';
import { OPERATION, ZERO_ADDRESS } from '../constants';
import type { SafeCall } from '../safe-transaction';
import { safeInterface } from './abis';
import { getPreviousInList } from './linked-list';

// Every settings change is a CALL from the Safe to itself (the functions are `authorized`).
function selfCall(safeAddress: string, data: string): SafeCall {
  return { to: getAddress(safeAddress), value: 0n, data, operation: OPERATION.CALL };
}

/** Adds an owner and sets the threshold. */
export function buildAddOwnerCall(p: {
  safeAddress: string;
  owner: string;
  threshold: bigint;
}): SafeCall {
  return selfCall(
    p.safeAddress,
    safeInterface.encodeFunctionData('addOwnerWithThreshold', [p.owner, p.threshold]),
  );
}

/** Removes an owner; `owners` is getOwners() in on-chain order, so prevOwner is exact. */
export function buildRemoveOwnerCall(p: {
  safeAddress: string;
  owners: readonly string[];
  owner: string;
  threshold: bigint;
}): SafeCall {
  const prevOwner = getPreviousInList(p.owners, p.owner);
  return selfCall(
    p.safeAddress,
    safeInterface.encodeFunctionData('removeOwner', [prevOwner, p.owner, p.threshold]),
  );
}

/** Replaces an owner; `owners` is getOwners() in on-chain order. */
export function buildSwapOwnerCall(p: {
  safeAddress: string;
  owners: readonly string[];
  oldOwner: string;
  newOwner: string;
}): SafeCall {
  const prevOwner = getPreviousInList(p.owners, p.oldOwner);
  return selfCall(
    p.safeAddress,
    safeInterface.encodeFunctionData('swapOwner', [prevOwner, p.oldOwner, p.newOwner]),
  );
}

/** Changes the number of required confirmations. */
export function buildChangeThresholdCall(p: { safeAddress: string; threshold: bigint }): SafeCall {
  return selfCall(
    p.safeAddress,
    safeInterface.encodeFunctionData('changeThreshold', [p.threshold]),
  );
}

/** Enables a module (which can then execute without owner signatures). */
export function buildEnableModuleCall(p: { safeAddress: string; module: string }): SafeCall {
  return selfCall(p.safeAddress, safeInterface.encodeFunctionData('enableModule', [p.module]));
}

/** Disables a module; `modules` is getModulesPaginated(SENTINEL, n) in on-chain order. */
export function buildDisableModuleCall(p: {
  safeAddress: string;
  modules: readonly string[];
  module: string;
}): SafeCall {
  const prevModule = getPreviousInList(p.modules, p.module);
  return selfCall(
    p.safeAddress,
    safeInterface.encodeFunctionData('disableModule', [prevModule, p.module]),
  );
}

/** Sets a transaction guard (Safe ≥ 1.3.0). */
export function buildSetGuardCall(p: { safeAddress: string; guard: string }): SafeCall {
  return selfCall(p.safeAddress, safeInterface.encodeFunctionData('setGuard', [p.guard]));
}

/** Removes the transaction guard: setGuard(0). */
export function buildDeleteGuardCall(p: { safeAddress: string }): SafeCall {
  return buildSetGuardCall({ safeAddress: p.safeAddress, guard: ZERO_ADDRESS });
}

/** Sets the fallback handler (which answers EIP-1271 and token callbacks). */
export function buildSetFallbackHandlerCall(p: { safeAddress: string; handler: string }): SafeCall {
  return selfCall(
    p.safeAddress,
    safeInterface.encodeFunctionData('setFallbackHandler', [p.handler]),
  );
}
