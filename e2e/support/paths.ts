import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const E2E_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.dirname(E2E_DIR);
export const SCREENSHOTS_DIR = path.join(E2E_DIR, 'screenshots');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
export const SERVER_ENTRY = path.join('apps', 'api', 'src', 'server.ts');
export const WEB_INDEX_HTML = path.join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html');
