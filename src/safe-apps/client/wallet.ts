// `sdk.wallet`: the app's permissions (spec §6). Every failure is 'Permissions rejected', 4001.
import {
  assertPermissionRequest,
  Methods,
  PERMISSIONS_REJECTED_TEXT,
  PermissionsError,
  type Permission,
  type PermissionRequest,
} from '../protocol';
import type { Communicator } from './communicator';

/** The permission calls of the client. */
export class Wallet {
  /** Binds the calls to a communicator. */
  constructor(private readonly communicator: Communicator) {}

  /** The permissions the host holds for this app's origin. */
  async getPermissions(): Promise<Permission[]> {
    const response = await this.communicator.send(Methods.wallet_getPermissions, undefined);
    return response.data;
  }

  /**
   * Asks the signer for permissions ('Permissions request is invalid' unless every key is a
   * restricted method; any refusal or failure is 'Permissions rejected'; both code 4001).
   */
  async requestPermissions(permissions: PermissionRequest[]): Promise<Permission[]> {
    assertPermissionRequest(permissions);
    try {
      const response = await this.communicator.send(Methods.wallet_requestPermissions, permissions);
      return response.data;
    } catch (error) {
      throw new PermissionsError(PERMISSIONS_REJECTED_TEXT, { cause: error });
    }
  }
}

/** Whether `permissions` grant `method` (a refusal is stored with a `userRestricted` caveat). */
export function hasPermission(permissions: readonly Permission[], method: string): boolean {
  return permissions.some(
    (permission) =>
      permission.parentCapability === method &&
      !(permission.caveats ?? []).some(
        (caveat) => caveat.type === 'userRestricted' && caveat.value === true,
      ),
  );
}
