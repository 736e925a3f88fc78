// Every gateway type, from one place.

export * from './common';
export * from './safe';
export * from './balances';
export * from './collectibles';
export * from './decoder';
export * from './transactions';
export * from './swaps';
export * from './staking';
export * from './vaults';
export * from './transaction-queries';
export * from './transaction-details';
export * from './estimations';
export * from './chains';
export * from './safe-apps';
export * from './messages';
export * from './delegates';
export * from './notifications';
export * from './emails';
export * from './relay';
export * from './contracts';
