// The single service worker (built by vite-plugin-pwa, injectManifest). This file only wires
// modules (precache, navigation fallback, update handling); each new capability gets its own.
import { clientsClaim } from 'workbox-core';
import { installPrecache, type ManifestEntry } from './precache';
import { installUpdateHandling } from './update';
import { installTestHooks } from './test-hooks';
import { installPush } from './push';
import { installGatewayCache } from './gateway-route';
import { installOutboxDrain } from './outbox-triggers';
import { installWasmCache } from './wasm-route';
import { installShareTarget } from './share-target';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

installUpdateHandling(self);
installPrecache(self.__WB_MANIFEST);
installTestHooks(self);
installPush(self);
installGatewayCache(self);
installOutboxDrain(self);
installWasmCache(self);
installShareTarget(self);
// The very first worker takes control of the open page at once; later workers wait for the user.
clientsClaim();
