// Messages from the worker to every open window of the app (quota notices, outbox news).

/** Posts `message` to every window this worker controls or could control. */
export async function postToClients(message: { type: string; [field: string]: unknown }) {
  const scope = self as unknown as ServiceWorkerGlobalScope;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}
