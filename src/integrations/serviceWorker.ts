import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { FIRST_VISIT_BUDGET_BYTES, OFFLINE_FILES_FILE, offlineFiles, precacheManifest, SERVICE_WORKER_FILE } from './precacheManifest';
import { registrationScript, serviceWorkerScript } from './serviceWorkerScript';

/**
 * Makes the built site work offline once visited: after the build, writes `sw.js`
 * with the files a first visit precaches (the sandbox and game-master mode with what they load),
 * every file of the build and a version from their contents, and `offline-files.json`, the list the
 * "Save the whole site" control reads; and has every page register the worker.
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
        writeFileSync(join(out, OFFLINE_FILES_FILE), JSON.stringify(offlineFiles(manifest)));
        writeFileSync(join(out, SERVICE_WORKER_FILE), serviceWorkerScript(manifest, base));
        const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
        const all = manifest.site.reduce((n, f) => n + f.bytes, 0);
        logger.info(
          `${SERVICE_WORKER_FILE}: a first visit precaches ${manifest.urls.length} files, ${mb(manifest.gzip)} gzipped (${mb(manifest.bytes)}); ` +
            `the whole site is ${manifest.site.length} files, ${mb(all)}; version ${manifest.version}`,
        );
        if (manifest.gzip > FIRST_VISIT_BUDGET_BYTES) logger.warn(`the first visit's precache is over its budget of ${mb(FIRST_VISIT_BUDGET_BYTES)} gzipped`);
      },
    },
  };
}
