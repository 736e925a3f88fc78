export * from './base-error';
