// The Safe Apps messaging contract shared by the host and the app-side client: pure, no DOM.
export * from './acceptance';
export * from './envelope';
export * from './error-texts';
export * from './errors';
export * from './message-size';
export * from './methods';
export * from './primary-type';
export * from './read-envelope';
export * from './request-id';
export * from './request-params';
export * from './rpc-calls';
export * from './types';
export * from './validation';
export * from './version';
