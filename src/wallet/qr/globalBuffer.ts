// The UR libraries are CommonJS written for Node and read a global `Buffer` while they load: this
// module sets it and must be the first import of the module that loads them (urProtocol.ts).
import { Buffer } from 'buffer';

const scope = globalThis as { Buffer?: unknown; process?: unknown };
scope.Buffer ??= Buffer;
// `util` (which `assert` pulls in) reads process.env when it loads in a browser.
scope.process ??= { env: {} };
