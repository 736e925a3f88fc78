// The lazily loaded UR protocol (through loadUr, which provides `Buffer` first).
export * from './urTransport';
export * from './ethRequests';
export { UrError } from './errors';
export * from './urTypes';
