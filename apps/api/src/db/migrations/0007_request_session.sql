-- Every /api request needs its tenant (by host) and, when signed in, its account re-read (a BAJA
-- or a role change applies at once). Two transactions of four round trips each were most of a
-- request's cost (docs/performance.md); this answers both in one statement, without a
-- transaction. SECURITY DEFINER so it can read the account before any tenant is set: it returns
-- the account only inside the tenant it resolved, and the caller still checks that the token
-- was issued for that tenant.
CREATE OR REPLACE FUNCTION app_request_session(p_subdomain text, p_account_id integer)
  RETURNS TABLE (
    tenant_id integer,
    tenant_name text,
    tenant_subdomain text,
    tenant_maintenance boolean,
    tenant_logo_url text,
    tenant_groups text[],
    account_id integer,
    account_username text,
    account_nombre text,
    account_apellidos text,
    account_rol smallint,
    account_is_admin boolean,
    account_estado text,
    account_tipo_comercial text
  )
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT t.id, t.name, t.subdomain, t.maintenance, t.logo_url,
         ARRAY(SELECT g.name FROM tenant_groups tg JOIN groups g ON g.id = tg.group_id
               WHERE tg.tenant_id = t.id ORDER BY g.name),
         a.id, a.username, a.nombre, a.apellidos, a.rol, a.is_admin, a.estado, a.tipo_comercial
  FROM tenants t
  LEFT JOIN accounts a ON a.tenant_id = t.id AND a.id = p_account_id
  WHERE t.subdomain = p_subdomain
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_request_session(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_request_session(text, integer) TO ventas_app;
--> statement-breakpoint
-- As in 0006: where the migrating role is neither superuser nor BYPASSRLS, FORCE ROW LEVEL
-- SECURITY applies inside the function too. The function itself confines the read to the
-- resolved tenant, so its owner may read accounts across tenants here.
CREATE POLICY session_lookup_definer ON accounts FOR SELECT TO CURRENT_USER USING (true);
