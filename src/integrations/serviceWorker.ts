import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { precacheManifest, SERVICE_WORKER_FILE } from './precacheManifest';
import { registrationScript, serviceWorkerScript } from './serviceWorkerScript';

/**
 * Makes the built site work offline once visited (issue 13): after the build, writes `sw.js` with
 * the exact files of that build and a version from their contents, and has every page register it.
 * Only production builds get it: in `astro dev` a worker would serve stale modules. It must come
 * after Starlight in `integrations`, whose own build-done hook writes the pagefind index.
 */
export default function serviceWorker(): AstroIntegration {
  let base = '/';
  return {
    name: 'diplomacy-rules-lab:service-worker',
    hooks: {
      'astro:config:setup': ({ command, config, injectScript }) => {
        base = config.base;
        if (command === 'build') injectScript('head-inline', registrationScript(base));
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const manifest = precacheManifest(out, base);
        writeFileSync(join(out, SERVICE_WORKER_FILE), serviceWorkerScript(manifest, base));
        const mb = (manifest.bytes / 1e6).toFixed(1);
        logger.info(`${SERVICE_WORKER_FILE}: ${manifest.urls.length} files (${mb} MB) precached, version ${manifest.version}`);
      },
    },
  };
}
