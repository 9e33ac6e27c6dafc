-- The customer list's full records for a page of ids, as one function with a generic plan.
-- Planning the records part with the rest of the list statement cost ~1.1 ms of the database's
-- CPU per request (of ~2 ms of planning in all), every time: prepared statements are planned for
-- their values (decision 56), and this part's best plan never depends on them (one key lookup
-- per id, then one per joined table). Inside a PL/pgSQL function the query is prepared once per
-- connection and its generic plan kept (~0.06 ms); the list's own statement still gets a custom
-- plan for its filters. SECURITY INVOKER: row-level security applies as in the statement it
-- replaces (docs/decisions/, decision 63).
CREATE OR REPLACE FUNCTION app_clientes_records(tenant integer, ids integer[])
  RETURNS TABLE (
    ord bigint, id integer, nombre text, documento text, tipo_documento text, telefonos text[],
    email text, origen_bbdd_id integer, origen_nombre text, segmento text, isp_actual text,
    razon_no_interesado text, direccion text, cp text, localidad text, fecha_contacto text,
    comercial_id integer, comercial_nombre text, comercial_apellidos text, comercial_username text,
    notas text, estado text, created_on text, updated_on text, la_id integer, la_tipo text,
    la_estado text, la_updated_on text, la_fecha_agendado text, proxima_llamada text)
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
      to_char(cl.proxima_llamada AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
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
