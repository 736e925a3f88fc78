// Test-only entry points. Some events cannot be produced by CDP or Playwright (notificationclick),
// so their logic lives in plain functions that the real listener calls, and test builds reach the
// same functions through a `{ type: 'TEST:<name>', … }` message. Production builds register nothing.

/** A test message: `type` starts with `TEST:`, the rest names the hook. */
export interface TestHookMessage {
  type: `TEST:${string}`;
  [field: string]: unknown;
}

/** A hook answers one test message; its result is posted back on the message's port. */
export type TestHook = (
  message: TestHookMessage,
  scope: ServiceWorkerGlobalScope,
) => Promise<unknown>;

/** Hooks by name (test builds only); each calls the real handler it stands in for. */
const hooks = new Map<string, TestHook>([
  ['TEST:ping', async (_message, scope) => ({ scope: scope.registration.scope })],
]);

/** Adds a hook (call it only inside an `import.meta.env.VITE_TEST_HOOKS` check). */
export function addTestHook(name: `TEST:${string}`, hook: TestHook): void {
  hooks.set(name, hook);
}

/** True for a `TEST:*` message. */
function isTestHookMessage(data: unknown): data is TestHookMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith('TEST:');
}

/** Registers the hooks in builds made with VITE_TEST_HOOKS=true; a no-op otherwise. */
export function installTestHooks(scope: ServiceWorkerGlobalScope): void {
  if (import.meta.env.VITE_TEST_HOOKS !== 'true') return;
  scope.addEventListener('message', (event) => {
    if (!isTestHookMessage(event.data)) return;
    const hook = hooks.get(event.data.type);
    if (!hook) return;
    event.waitUntil(
      hook(event.data, scope).then(
        (result) => event.ports[0]?.postMessage({ ok: true, result }),
        (error: unknown) => event.ports[0]?.postMessage({ ok: false, error: String(error) }),
      ),
    );
  });
}
