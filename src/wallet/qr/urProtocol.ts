// The lazily loaded UR protocol (through loadUr). `globalBuffer` comes first: ES modules run in
// import order, so `Buffer` exists before the CommonJS UR libraries below evaluate.
import './globalBuffer';

export * from './urTransport';
export * from './ethRequests';
export * from './urTypes';
export { UrError } from './errors';
