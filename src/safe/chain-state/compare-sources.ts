// Two RPC sources' answers about one Safe at the same block: any difference means one of them
// lies (or serves another chain), so it blocks signing and names both sources and both values.
import type { Finding } from '../verify/findings';
import type { SafeChainState } from './read-safe-chain-state';

/** One source's answer, with the name the screen shows for it. */
export type NamedChainState = { source: string; state: SafeChainState };

const FIELDS: readonly {
  what: string;
  path: string;
  value: (state: SafeChainState) => string;
}[] = [
  { what: 'chain id', path: 'chainId', value: (s) => s.chainId },
  { what: 'owners', path: 'owners', value: (s) => s.owners.join(', ') },
  { what: 'threshold', path: 'threshold', value: (s) => String(s.threshold) },
  { what: 'nonce', path: 'nonce', value: (s) => s.nonce.toString() },
  { what: 'version', path: 'version', value: (s) => s.version ?? 'none' },
  { what: 'implementation', path: 'implementation', value: (s) => s.implementation },
  {
    what: 'implementation code hash',
    path: 'implementationCodeHash',
    value: (s) => s.implementationCodeHash,
  },
];

/**
 * The differences between `primary` and `second` (read at the same block), one error finding per
 * differing value, naming both sources. Empty when they agree.
 */
export function compareSourceStates(primary: NamedChainState, second: NamedChainState): Finding[] {
  return FIELDS.flatMap(({ what, path, value }) => {
    const expected = value(primary.state);
    const actual = value(second.state);
    if (expected === actual) return [];
    return [
      {
        code: 'RPC_SOURCES_DISAGREE' as const,
        severity: 'error' as const,
        message: `The RPCs disagree on the ${what}: ${primary.source} says ${expected}; ${second.source} says ${actual}`,
        path: `chain.${path}`,
        expected,
        actual,
      },
    ];
  });
}
