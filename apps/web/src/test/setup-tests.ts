import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryRetryWait } from '../api/query-client';
import '../config/dayjs-setup';
import './fail-on-console';
import { makeThemesMotionless } from './motionless-themes';
import { insertOnlyObservableStyleRules } from './style-rules-in-jsdom';

// The jsdom project's set-up (vitest.config.ts): every `*.test.tsx`, the files that render.

// findBy*/waitFor give up after 1 s by default: too tight on a busy 2-core CI machine, where a
// lazy route chunk can take longer to load. Failures still fail, only later.
configure({ asyncUtilTimeout: 5000 });

// A third less CPU for the web suite: see style-rules-in-jsdom.ts for why and what stays.
insertOnlyObservableStyleRules();

// Transitions take no time in tests: see motionless-themes.ts.
makeThemesMotionless();
// A failed read is still retried once, as in the app, but without the app's second of wait.
queryRetryWait.ms = 0;

// Registered after fail-on-console's: hooks run in reverse, so the page is unmounted (and what it
// logs on the way out still counted) before the console spies are restored.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
