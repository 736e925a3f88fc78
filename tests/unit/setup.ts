// Real IndexedDB semantics in unit tests (never in e2e, which use Chromium's own IndexedDB).
import 'fake-indexeddb/auto';

import { vi } from 'vitest';

// A condition wait ends as soon as its condition holds; vi.waitFor's 1 s default limit failed on a
// machine busy with other work (load ~10 on 2 cores) where the same wait took 1–2 s. Give every
// wait without its own limit 10 s.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: 10_000, ...options },
  )) as typeof vi.waitFor;
