/** Ordered schema migrations; index + 1 is the schema version a migration brings the store to. */
export const MIGRATIONS: readonly string[] = [
  // 1: chain-derived data (the indexer) and off-chain data (proposals, messages, registrations).
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE safes (
    address TEXT PRIMARY KEY, creator TEXT, factory TEXT, singleton TEXT, salt_nonce TEXT,
    creation_tx TEXT, creation_block INTEGER, created_at INTEGER
  );
  CREATE TABLE safe_owners (safe TEXT NOT NULL, owner TEXT NOT NULL, PRIMARY KEY (safe, owner));
  CREATE INDEX safe_owners_owner ON safe_owners (owner);
  CREATE TABLE multisig_txs (
    safe_tx_hash TEXT PRIMARY KEY, safe TEXT NOT NULL, to_address TEXT NOT NULL, value TEXT NOT NULL,
    data TEXT, operation INTEGER NOT NULL, safe_tx_gas TEXT NOT NULL, base_gas TEXT NOT NULL,
    gas_price TEXT NOT NULL, gas_token TEXT NOT NULL, refund_receiver TEXT NOT NULL, nonce INTEGER NOT NULL,
    proposer TEXT, proposed_by_delegate TEXT, origin TEXT, submitted_at INTEGER NOT NULL,
    modified_at INTEGER NOT NULL, executed INTEGER NOT NULL DEFAULT 0, is_successful INTEGER,
    tx_hash TEXT, block_number INTEGER, executed_at INTEGER, executor TEXT, trusted INTEGER NOT NULL DEFAULT 1,
    confirmations_required INTEGER, signatures TEXT
  );
  CREATE INDEX multisig_safe_nonce ON multisig_txs (safe, executed, nonce);
  CREATE INDEX multisig_safe_exec ON multisig_txs (safe, executed_at);
  CREATE TABLE confirmations (
    safe_tx_hash TEXT NOT NULL, owner TEXT NOT NULL, signature TEXT, submitted_at INTEGER NOT NULL,
    PRIMARY KEY (safe_tx_hash, owner)
  );
  CREATE TABLE module_txs (
    id TEXT PRIMARY KEY, safe TEXT NOT NULL, module TEXT NOT NULL, to_address TEXT NOT NULL,
    value TEXT NOT NULL, data TEXT, operation INTEGER NOT NULL, tx_hash TEXT NOT NULL, block_number INTEGER NOT NULL,
    log_index INTEGER NOT NULL, executed_at INTEGER NOT NULL, is_successful INTEGER NOT NULL
  );
  CREATE INDEX module_safe ON module_txs (safe, executed_at);
  CREATE TABLE transfers (
    id TEXT NOT NULL, safe TEXT NOT NULL, type TEXT NOT NULL, token_address TEXT, from_address TEXT NOT NULL,
    to_address TEXT NOT NULL, value TEXT, token_id TEXT, tx_hash TEXT NOT NULL, block_number INTEGER NOT NULL,
    log_index INTEGER NOT NULL, executed_at INTEGER NOT NULL, PRIMARY KEY (safe, id)
  );
  CREATE INDEX transfers_safe ON transfers (safe, executed_at);
  CREATE INDEX transfers_tx ON transfers (tx_hash);
  CREATE TABLE tokens (
    address TEXT PRIMARY KEY, type TEXT NOT NULL, name TEXT, symbol TEXT, decimals INTEGER, trusted INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE messages (
    message_hash TEXT PRIMARY KEY, safe TEXT NOT NULL, message TEXT NOT NULL, proposed_by TEXT NOT NULL,
    safe_app_id INTEGER, origin TEXT, created_at INTEGER NOT NULL, modified_at INTEGER NOT NULL
  );
  CREATE INDEX messages_safe ON messages (safe, created_at);
  CREATE TABLE message_confirmations (
    message_hash TEXT NOT NULL, owner TEXT NOT NULL, signature TEXT NOT NULL, created_at INTEGER NOT NULL,
    PRIMARY KEY (message_hash, owner)
  );
  CREATE TABLE delegates (
    safe TEXT, delegate TEXT NOT NULL, delegator TEXT NOT NULL, label TEXT NOT NULL,
    PRIMARY KEY (delegate, delegator, safe)
  );
  CREATE TABLE devices (
    uuid TEXT PRIMARY KEY, token TEXT NOT NULL, device_type TEXT NOT NULL, build_number TEXT, bundle TEXT,
    version TEXT, updated_at INTEGER NOT NULL
  );
  CREATE TABLE device_safes (
    uuid TEXT NOT NULL, chain_id TEXT NOT NULL, safe TEXT NOT NULL, signer TEXT NOT NULL,
    PRIMARY KEY (uuid, chain_id, safe, signer)
  );
  CREATE TABLE emails (
    chain_id TEXT NOT NULL, safe TEXT NOT NULL, signer TEXT NOT NULL, email TEXT NOT NULL, verified INTEGER NOT NULL,
    code TEXT, code_generated_at INTEGER, last_sent_at INTEGER, PRIMARY KEY (chain_id, safe, signer)
  );
  CREATE TABLE relays (id INTEGER PRIMARY KEY AUTOINCREMENT, address TEXT NOT NULL, relayed_at INTEGER NOT NULL, tx_hash TEXT NOT NULL);
  CREATE INDEX relays_address ON relays (address, relayed_at);
  `,
  // 2: every signed transaction the chain mined, so a fresh Hardhat node can be brought back to
  // the same state (Hardhat 2 cannot persist its own state).
  `
  CREATE TABLE chain_txs (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, hash TEXT NOT NULL UNIQUE, raw TEXT NOT NULL, block_number INTEGER NOT NULL
  );
  `,
  // 3: e-mail alerts: the devnet's opt-in daily digest per registration, and which transactions
  // already had their one "ready to execute" mail.
  `
  ALTER TABLE emails ADD COLUMN digest INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE email_ready_sent (safe_tx_hash TEXT PRIMARY KEY, sent_at INTEGER NOT NULL);
  `,
];
