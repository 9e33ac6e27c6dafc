-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): app_clientes_records
-- gains a column. The previous version's customer-list statement selects `records.*` over it and
-- is prepared per connection, so PostgreSQL refuses it ("cached plan must not change result
-- type"): every customer list of the previous version fails.
--
-- The customer record's opted-out phones (issue 17, decision 163) come from app_clientes_records
-- itself. Written around the function, the phones' sub-select was planned again with every list
-- request (~0.45 ms, +0-9 % CPU per request in the list bench); inside it, the function's plan is
-- generic and kept per connection like the rest of the record. Same rows as before: the customer's
-- phones on the tenant's do-not-call list, in the customer's order.
DROP FUNCTION app_clientes_records(integer, integer[]);
--> statement-breakpoint
CREATE FUNCTION app_clientes_records(tenant integer, ids integer[])
  RETURNS TABLE (
    ord bigint, id integer, nombre text, documento text, tipo_documento text, telefonos text[],
    email text, origen_bbdd_id integer, origen_nombre text, segmento text, isp_actual text,
    razon_no_interesado text, direccion text, cp text, localidad text, fecha_contacto text,
    comercial_id integer, comercial_nombre text, comercial_apellidos text, comercial_username text,
    notas text, estado text, created_on text, updated_on text, la_id integer, la_tipo text,
    la_estado text, la_updated_on text, la_fecha_agendado text, proxima_llamada text,
    telefonos_no_llamar text[])
  LANGUAGE plpgsql STABLE SET search_path = public, pg_temp
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY
  SELECT p.ord, cl.id, cl.nombre::text, cl.documento::text, cl.tipo_documento::text,
      ARRAY(SELECT t.telefono::text FROM telefonos_cliente t
            WHERE t.tenant_id = cl.tenant_id AND t.cliente_id = cl.id ORDER BY t.orden, t.id),
      cl.email::text, cl.origen_bbdd_id, o.nombre::text, cl.segmento::text, cl.isp_actual::text,
      cl.razon_no_interesado::text, cl.direccion::text, cl.cp::text, cl.localidad::text,
      to_char(cl.fecha_contacto, 'YYYY-MM-DD'), cl.comercial_id,
      a.nombre::text, a.apellidos::text, a.username::text,
      cl.notas::text, cl.estado::text,
      to_char(cl.created_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      to_char(cl.updated_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      la.id, la.tipo::text, la.estado::text,
      to_char(la.updated_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      to_char(la.fecha_agendado AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      to_char(cl.proxima_llamada AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      ARRAY(SELECT tc.telefono::text FROM telefonos_cliente tc
            JOIN no_llamar nl ON nl.tenant_id = tc.tenant_id AND nl.telefono = tc.telefono
            WHERE tc.tenant_id = cl.tenant_id AND tc.cliente_id = cl.id ORDER BY tc.orden, tc.id)
    FROM unnest(ids) WITH ORDINALITY AS p(id, ord)
    JOIN clientes cl ON cl.tenant_id = tenant AND cl.id = p.id
    LEFT JOIN origenes_bbdd o ON o.tenant_id = cl.tenant_id AND o.id = cl.origen_bbdd_id
    LEFT JOIN accounts a ON a.tenant_id = cl.tenant_id AND a.id = cl.comercial_id
    LEFT JOIN LATERAL (
      SELECT at.id, at.tipo, at.estado, at.updated_on, at.fecha_agendado FROM atenciones at
      WHERE at.tenant_id = cl.tenant_id AND at.cliente_id = cl.id
      ORDER BY at.updated_on DESC, at.id DESC LIMIT 1
    ) la ON true
    ORDER BY p.ord;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_clientes_records(integer, integer[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_clientes_records(integer, integer[]) TO ventas_app;
