// Reading an ABI the user pasted: a JSON array of fragments, or a Truffle/Hardhat/Foundry artifact
// that carries one in its `abi` field. Every failure is a sentence a person can act on.
import { Fragment, FunctionFragment, Interface, type JsonFragment } from 'ethers';

/** A parsed ABI: the fragments as JSON (what is stored) and the interface built from them. */
export type ParsedAbi = { fragments: JsonFragment[]; iface: Interface };

/** The outcome of {@link parseAbi}: the ABI, or why the text is not one. */
export type ParseAbiResult = { ok: true; abi: ParsedAbi } | { ok: false; error: string };

const FRAGMENT_TYPES = new Set([
  'function',
  'event',
  'error',
  'constructor',
  'fallback',
  'receive',
]);

function fragmentsOf(json: unknown): JsonFragment[] | string {
  if (Array.isArray(json)) return json as JsonFragment[];
  if (json && typeof json === 'object' && 'abi' in json) {
    const abi = (json as { abi: unknown }).abi;
    if (Array.isArray(abi)) return abi as JsonFragment[];
    return 'The file has an "abi" field, but it is not a list of functions and events.';
  }
  return 'An ABI is a JSON list ([…]) of functions and events, or an artifact with an "abi" field.';
}

/** Parses pasted ABI text (JSON array or artifact with `abi`); never throws. */
export function parseAbi(text: string): ParseAbiResult {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: 'Paste the contract’s ABI.' };
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch (error) {
    return {
      ok: false,
      error: `This is not valid JSON (${(error as Error).message}). Paste the ABI exactly as your compiler or block explorer gives it.`,
    };
  }
  const fragments = fragmentsOf(json);
  if (typeof fragments === 'string') return { ok: false, error: fragments };
  for (const [index, fragment] of fragments.entries()) {
    if (!fragment || typeof fragment !== 'object' || Array.isArray(fragment)) {
      return { ok: false, error: `Entry ${index + 1} of the ABI is not an object.` };
    }
    // Solidity omits `type` for functions in very old ABIs; anything else must be a known kind.
    const type = fragment.type ?? 'function';
    if (!FRAGMENT_TYPES.has(type)) {
      return { ok: false, error: `Entry ${index + 1} has an unknown type "${String(type)}".` };
    }
    if (type === 'function' && (typeof fragment.name !== 'string' || !fragment.name)) {
      return { ok: false, error: `Function entry ${index + 1} has no name.` };
    }
  }
  // Interface skips fragments it cannot read; each is parsed alone first so none vanishes silently.
  for (const [index, fragment] of fragments.entries()) {
    try {
      Fragment.from(fragment);
    } catch (error) {
      const reason = (error as Error).message.split(' (')[0];
      return { ok: false, error: `Entry ${index + 1} of the ABI could not be read: ${reason}.` };
    }
  }
  const iface = new Interface(fragments);
  if (!iface.fragments.some((f) => f.type === 'function')) {
    return { ok: false, error: 'The ABI has no functions to call.' };
  }
  return { ok: true, abi: { fragments, iface } };
}

/** True for functions that change state (not view or pure); payable ones included. */
export function isCallableFunction(fragment: FunctionFragment): boolean {
  return fragment.stateMutability !== 'view' && fragment.stateMutability !== 'pure';
}

/** The functions a Safe transaction can usefully call, in ABI order, each with its full signature. */
export function callableFunctions(abi: ParsedAbi): FunctionFragment[] {
  // iface.fragments keeps the ABI's order (forEachFunction sorts by name).
  return abi.iface.fragments.filter(
    (fragment): fragment is FunctionFragment =>
      FunctionFragment.isFragment(fragment) && isCallableFunction(fragment),
  );
}

/** `setValue(uint256)`: how a function is named in pickers and stored forms (overloads differ). */
export function functionSignature(fragment: FunctionFragment): string {
  return fragment.format('sighash');
}
