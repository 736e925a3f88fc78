export * from './messages';
export * from './transactions';
