// Real IndexedDB semantics in unit tests (never in e2e, which use Chromium's own IndexedDB).
import 'fake-indexeddb/auto';
