import { getAddress } from 'ethers';
import type { AddressInfo } from '../../src/gateway/types';
import type { GatewayContext } from './context';

/** An AddressInfo for an address, named when it is a known contract or token. */
export function addressInfo(ctx: GatewayContext, address: string): AddressInfo {
  const value = getAddress(address);
  const known = ctx.contractNames.get(value);
  if (known) return { value, name: known, logoUri: null };
  const token = ctx.db.get('SELECT name FROM tokens WHERE address = ?', [value]);
  return { value, name: token?.name ? String(token.name) : null, logoUri: null };
}

/** A plain AddressInfo (name and logo null), as the gateway sends owners and the Safe itself. */
export function plainAddress(address: string): AddressInfo {
  return { value: getAddress(address), name: null, logoUri: null };
}
