// Public surface of the gateway client: import from 'src/gateway', not from its files.

export * from './cachedAt';
export * from './client';
export * from './errors';
export * from './request';
export * from './constants';
export * from './vocabulary';
export * from './types';
export * from './actions';
