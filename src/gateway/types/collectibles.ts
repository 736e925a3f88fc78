// NFTs held by a Safe.

import type { Page } from './common';

/** A v1 collectible (legacy route; every field is a string). */
export type SafeCollectibleResponse = {
  address: string;
  tokenName: string;
  tokenSymbol: string;
  logoUri: string;
  id: string;
  uri: string;
  name: string;
  description: string;
  imageUri: string;
  metadata: Record<string, string>;
};

/** A v2 collectible, with the NestJS gateway's nullable metadata fields. */
export type Collectible = {
  address: string;
  tokenName: string;
  tokenSymbol: string;
  logoUri: string;
  id: string;
  uri: string | null;
  name: string | null;
  description: string | null;
  imageUri: string | null;
  metadata: Record<string, unknown> | null;
};

/** One v2 page of collectibles. */
export type CollectiblePage = Page<Collectible>;

/** Query of both collectibles routes (same words as balances). */
export type CollectiblesQuery = {
  /** Only collectibles the indexer trusts; the gateway defaults to false. */
  trusted?: boolean;
  /** Hide spam collectibles; the gateway defaults to true. */
  exclude_spam?: boolean;
};
