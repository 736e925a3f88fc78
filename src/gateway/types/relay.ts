// Sponsored (relayed) transactions.

/** Body asking the gateway to pay for and submit a call. */
export type RelayTransactionRequest = {
  /** Safe version used to find the official contracts the call may target. */
  version: string;
  to: string;
  data: string;
  gasLimit?: string | null;
};

/** The relay task started for the call. */
export type RelayTransactionResponse = {
  taskId: string;
};

/** How many sponsored transactions an address has left in the current window. */
export type RelayCountResponse = {
  remaining: number;
  limit: number;
};
