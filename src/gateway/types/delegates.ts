// Delegates: addresses an owner allows to propose transactions.

import type { Page } from './common';

/** A delegate of a delegator, for one Safe or (when `safe` is null) for all. */
export type Delegate = {
  safe: string | null;
  delegate: string;
  delegator: string;
  label: string;
};

/** Filters of the delegates list; the gateway needs at least one of them. */
export type DelegatesQuery = {
  safe?: string;
  delegate?: string;
  delegator?: string;
  label?: string;
};

/** One page of delegates. */
export type DelegatePage = Page<Delegate>;
