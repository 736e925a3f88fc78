import { getAddress } from 'ethers';
import { SENTINEL_ADDRESS } from '../constants';
import { NotInListError } from '../errors';

/**
 * The predecessor of `item` in a Safe linked list, given the list in on-chain order (getOwners(),
 * getModulesPaginated()): SENTINEL for the first entry.
 */
export function getPreviousInList(list: readonly string[], item: string): string {
  const target = item.toLowerCase();
  const index = list.findIndex((entry) => entry.toLowerCase() === target);
  if (index < 0) throw new NotInListError('Address is not in the list', { cause: item });
  return getAddress(index === 0 ? SENTINEL_ADDRESS : list[index - 1]!);
}

/** Errors {@link getPreviousInList} can throw. */
export type GetPreviousInListErrorType = NotInListError;
