// Types of chain-tables.mjs.

/** The generated table's path, relative to the repository root. */
export const TABLE_FILE: string;
/** viem/chains export names of the chains the registry ships. */
export const SHIPPED: readonly string[];
/** viem/chains export names of the chains known by name. */
export const NAMED: readonly string[];
/** The generated module's text, formatted by the repository's Prettier config. */
export function renderChainTables(): Promise<string>;
