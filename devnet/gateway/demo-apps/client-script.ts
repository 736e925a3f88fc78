// The in-page script the demo apps share: a minimal client of the Safe Apps postMessage contract
// (spec §7: request ids of 10 random bytes in hex; host replies accepted only from the parent window
// with a version whose major number is at least 1). Served as each app's app.js (no inline script).
export const CLIENT_SCRIPT = `
const pending = new Map();
function requestId() {
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => b.toString(16).padStart(2, '0')).join('');
}
function send(method, params) {
  if (window.parent === window) return Promise.reject(new Error('Open this app from Countersign (Apps).'));
  const id = requestId();
  window.parent.postMessage({ id, method, params, env: { sdkVersion: '9.1.0' } }, '*');
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}
window.addEventListener('message', (event) => {
  const data = event.data;
  if (event.source !== window.parent || !data || typeof data.version !== 'string') return;
  if (parseInt(data.version.split('.')[0], 10) < 1) return;
  const callbacks = pending.get(data.id);
  if (!callbacks) return;
  pending.delete(data.id);
  if (data.success) callbacks.resolve(data.data);
  else callbacks.reject(new Error(data.error));
});
function show(id, value) {
  document.getElementById(id).textContent = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}
function run(outputId, action) {
  show(outputId, 'Waiting for Countersign…');
  action().then((value) => show(outputId, value), (error) => show(outputId, 'Error: ' + error.message));
}
`;
