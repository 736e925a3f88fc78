// Which nonce a new transaction gets: the gateway's recommendation, but only where the chain's own
// nonce agrees that it is possible and sensible.

/** How far above the chain nonce a recommendation may be before it is not believed. */
export const MAX_NONCE_AHEAD = 20n;

/** The nonce to start from and why, in words. */
export type NonceChoice = {
  nonce: bigint;
  source: 'gateway' | 'chain';
  /** Set when the gateway's recommendation was not used, or could not be checked. */
  warning: string | null;
};

/** Parameters of {@link chooseNonce}. */
export type ChooseNonceParameters = {
  /** The gateway's recommendedNonce (null when the gateway could not be asked). */
  recommended: bigint | null;
  /** The chain's nonce() (null when the chain could not be read). */
  chainNonce: bigint | null;
  maxAhead?: bigint;
};

/** The gateway's recommendation checked against the chain's nonce(). */
export function chooseNonce({
  recommended,
  chainNonce,
  maxAhead = MAX_NONCE_AHEAD,
}: ChooseNonceParameters): NonceChoice | null {
  if (chainNonce === null) {
    if (recommended === null) return null;
    return {
      nonce: recommended,
      source: 'gateway',
      warning: 'The chain could not be read: this nonce is the gateway’s and is unchecked.',
    };
  }
  if (recommended === null) {
    return {
      nonce: chainNonce,
      source: 'chain',
      warning: 'The gateway gave no recommendation: the chain’s nonce is used.',
    };
  }
  if (recommended < chainNonce) {
    return {
      nonce: chainNonce,
      source: 'chain',
      warning: `The gateway recommended nonce ${recommended}, below the chain’s nonce ${chainNonce} (already used): the chain’s is used.`,
    };
  }
  if (recommended > chainNonce + maxAhead) {
    return {
      nonce: chainNonce,
      source: 'chain',
      warning: `The gateway recommended nonce ${recommended}, far above the chain’s nonce ${chainNonce}: the chain’s is used.`,
    };
  }
  return { nonce: recommended, source: 'gateway', warning: null };
}

/** Why a nonce the user typed is risky, or null when it is the recommended one. */
export function nonceWarning(p: {
  nonce: bigint;
  chosen: bigint;
  chainNonce: bigint | null;
}): string | null {
  if (p.chainNonce !== null && p.nonce < p.chainNonce) {
    return `Nonce ${p.nonce} is already used on chain (the Safe is at ${p.chainNonce}): this transaction can never execute.`;
  }
  if (p.nonce > p.chosen) {
    return `Nonce ${p.nonce} is above the next free one (${p.chosen}): it can execute only after every nonce before it.`;
  }
  if (p.nonce < p.chosen) {
    return `Nonce ${p.nonce} is taken by a queued transaction: executing either one cancels the other.`;
  }
  return null;
}
