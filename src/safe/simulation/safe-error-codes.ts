// The Safe contracts revert with short codes (GS000…GS400) instead of sentences. This is the one
// table that puts them into words, with what the signer can do about each: execution reverts,
// gas-estimate failures and the local simulation all read it. Codes as in Safe 1.3.0 and 1.4.1
// (GS002 and GS027 are 1.4.1 only; GS301 arrived with 1.5.0 and is kept for newer Safes).

/** A Safe error code in words. */
export interface SafeErrorCode {
  /** What went wrong. */
  meaning: string;
  /** What the signer can do about it. */
  action: string;
}

const CHECK_SETUP = 'Check the Safe’s setup; this transaction cannot fix it.';
const SETTINGS =
  'Check the addresses and values of this settings change, then propose a corrected one.';

/** Safe error code → what it means and what to do. */
export const SAFE_ERROR_CODES: Readonly<Record<string, SafeErrorCode>> = {
  GS000: { meaning: 'could not finish initialization', action: CHECK_SETUP },
  GS001: { meaning: 'threshold needs to be defined', action: CHECK_SETUP },
  GS002: {
    meaning: 'a module set up at creation is not a contract',
    action: 'Create the Safe again with a deployed module address.',
  },
  GS010: {
    meaning: 'not enough gas to execute the Safe transaction',
    action: 'Execute again with a higher gas limit.',
  },
  GS011: {
    meaning: 'could not pay gas costs with ether',
    action:
      'Make sure the Safe holds enough ether for the refund, or ask for a transaction without a gas refund.',
  },
  GS012: {
    meaning: 'could not pay gas costs with token',
    action:
      'Make sure the Safe holds enough of the gas token, or ask for a transaction without a gas refund.',
  },
  GS013: {
    meaning: 'the Safe transaction failed and neither safeTxGas nor gasPrice was set',
    action:
      'The call itself fails: check its target, amount and data (the simulation shows why), or reject it.',
  },
  GS020: {
    meaning: 'signatures data too short',
    action: 'Not enough confirmations were sent: collect the missing ones, then execute again.',
  },
  GS021: {
    meaning: 'invalid contract signature location: inside static part',
    action: 'A contract owner’s signature is malformed: ask that owner to sign again.',
  },
  GS022: {
    meaning: 'invalid contract signature location: length not present',
    action: 'A contract owner’s signature is malformed: ask that owner to sign again.',
  },
  GS023: {
    meaning: 'invalid contract signature location: data not complete',
    action: 'A contract owner’s signature is malformed: ask that owner to sign again.',
  },
  GS024: {
    meaning: 'invalid contract signature provided',
    action: 'A contract owner did not approve this hash: ask that owner to sign again.',
  },
  GS025: {
    meaning: 'hash has not been approved',
    action: 'An owner’s on-chain approval is missing: that owner must approve the hash or sign it.',
  },
  GS026: {
    meaning: 'invalid owner provided',
    action:
      'A signature is not from a current owner, or the signatures are out of order: reload, then collect confirmations from the current owners.',
  },
  GS027: {
    meaning: 'the signed data does not match its hash',
    action: 'A contract owner signed other data: ask that owner to sign again.',
  },
  GS030: {
    meaning: 'only owners can approve a hash',
    action: 'Connect an owner’s wallet.',
  },
  GS031: {
    meaning: 'method can only be called from this contract (the Safe itself)',
    action: 'Settings changes must be proposed as a Safe transaction to the Safe itself.',
  },
  GS100: { meaning: 'modules have already been initialized', action: CHECK_SETUP },
  GS101: { meaning: 'invalid module address provided', action: SETTINGS },
  GS102: {
    meaning: 'module has already been added',
    action: 'The module is already enabled: reject this transaction.',
  },
  GS103: {
    meaning: 'invalid prevModule, module pair provided',
    action: 'The module list changed since this was proposed: reject it and propose it again.',
  },
  GS104: {
    meaning: 'method can only be called from an enabled module',
    action: 'Only an enabled module may do this: enable it first or use an owner transaction.',
  },
  GS105: { meaning: 'invalid starting point for fetching paginated modules', action: SETTINGS },
  GS106: { meaning: 'invalid page size for fetching paginated modules', action: SETTINGS },
  GS200: { meaning: 'owners have already been set up', action: CHECK_SETUP },
  GS201: {
    meaning: 'threshold cannot exceed owner count',
    action: 'Lower the threshold, or add owners first, then propose again.',
  },
  GS202: {
    meaning: 'threshold needs to be greater than 0',
    action: 'Propose again with a threshold of at least 1.',
  },
  GS203: { meaning: 'invalid owner address provided', action: SETTINGS },
  GS204: {
    meaning: 'address is already an owner',
    action: 'Nothing to do for this owner: reject this transaction.',
  },
  GS205: {
    meaning: 'invalid prevOwner, owner pair provided',
    action: 'The owner list changed since this was proposed: reject it and propose it again.',
  },
  GS300: {
    meaning: 'guard does not implement IERC165',
    action: 'That contract is not a Safe guard: propose again with a guard that is.',
  },
  GS301: {
    meaning: 'module guard does not implement IERC165',
    action: 'That contract is not a module guard: propose again with one that is.',
  },
  GS400: {
    meaning: 'fallback handler cannot be set to self',
    action: 'Propose again with a fallback handler other than the Safe itself.',
  },
};
