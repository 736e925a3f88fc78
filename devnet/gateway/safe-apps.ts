import type { SafeAppData } from '../../src/gateway/types';

/**
 * The Safe Apps the devnet lists. None are hosted locally, so the list is empty by default; tests
 * and demos may push entries. Kept in one place so safeAppInfo matching and the route agree.
 */
export const SAFE_APPS: SafeAppData[] = [];
