import { rule, type AccessRule } from './access-rule';

/**
 * The named rules API routes declare (`config.access`). `public` routes need no session;
 * `authenticated` ones need a session and then check the rule. One table, shared with the web app.
 */
export type RouteAccess =
  | { kind: 'public' }
  | {
      kind: 'authenticated';
      rule: AccessRule;
      /** Only on the platform distributor's host (decision 134): its SuperAdmins run every distributor. */
      platform?: true;
    };

const authenticated = (accessRule: AccessRule): RouteAccess => ({
  kind: 'authenticated',
  rule: accessRule,
});

export const API_ACCESS = {
  public: { kind: 'public' },
  anyRole: authenticated(rule('comercial')),
  manager: authenticated(rule('manager')),
  admin: authenticated(rule('admin')),
  superadmin: authenticated(rule('superadmin')),
  platform: { kind: 'authenticated', rule: rule('superadmin'), platform: true },
  groupA: authenticated(rule('comercial', ['A'])),
  groupAAdmin: authenticated(rule('admin', ['A'])),
  groupB: authenticated(rule('comercial', ['B'])),
  groupC: authenticated(rule('comercial', ['C'])),
  groupD: authenticated(rule('comercial', ['D'])),
  groupDManager: authenticated(rule('manager', ['D'])),
} as const satisfies Record<string, RouteAccess>;

export type ApiAccessName = keyof typeof API_ACCESS;
