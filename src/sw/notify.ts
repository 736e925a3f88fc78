// Messages from the worker to every open window of the app (the storage notice, …).

/** Posts `message` to every window of this origin, controlled yet or not. */
export async function postToClients(
  scope: ServiceWorkerGlobalScope,
  message: { type: string; [field: string]: unknown },
): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}
