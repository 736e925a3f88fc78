// ABI interfaces parsed when first used. Parsing a human-readable ABI costs ethers about a
// millisecond per fragment on a phone; parsed at module load, the ~45 fragments of src/safe held up
// the first render of every Safe screen, though most screens encode or decode none of them.
import { Interface } from 'ethers';

/** An ethers Interface for `abi` that parses it on its first use (instanceof Interface holds). */
export function lazyInterface(abi: readonly string[]): Interface {
  let parsed: Interface | undefined;
  const real = () => (parsed ??= new Interface(abi));
  const shell = Object.create(Interface.prototype) as Interface;
  return new Proxy(shell, {
    get(_shell, key) {
      const target = real();
      const value: unknown = Reflect.get(target, key, target);
      // Methods read private fields: call them on the parsed Interface, not on the shell.
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_shell, key) => Reflect.has(real(), key),
  });
}
