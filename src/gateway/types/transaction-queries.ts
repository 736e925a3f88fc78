// Query parameters of the transaction list routes, with the gateway's own (snake_case) names.

/** Query of `/incoming-transfers/`. */
export type IncomingTransfersQuery = {
  /** Only trusted tokens; the gateway defaults to true. */
  trusted?: boolean;
  execution_date__gte?: string;
  execution_date__lte?: string;
  to?: string;
  token_address?: string;
  value?: string;
  timezone?: string;
};

/** Query of `/module-transactions/`. */
export type ModuleTransactionsQuery = {
  module?: string;
  to?: string;
  transaction_hash?: string;
  timezone?: string;
};

/** Query of `/multisig-transactions/`. */
export type MultisigTransactionsQuery = {
  execution_date__gte?: string;
  execution_date__lte?: string;
  to?: string;
  value?: string;
  nonce?: string;
  executed?: boolean;
  timezone?: string;
};

/** Query of `/transactions/history`. */
export type TransactionHistoryQuery = {
  /** Only trusted tokens; the gateway defaults to true. */
  trusted?: boolean;
  /** Include imitation-token transfers; the gateway defaults to true. */
  imitation?: boolean;
  /** IANA zone used to group transactions into days. */
  timezone?: string;
};

/** Query of `/transactions/queued`. */
export type TransactionQueueQuery = {
  trusted?: boolean;
  timezone?: string;
};
