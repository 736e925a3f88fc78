export * from './chains';
export * from './code';
export * from './collectibles';
export * from './messages';
export * from './pages';
export * from './safe';
export * from './transactions';
