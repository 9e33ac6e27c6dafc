-- Issue 17 "Right to erasure". A customer's personal values as a jsonb object keeps them: every
-- key that names a person's data (name, document, contact, address, free text, phones) reads '•••'
-- (VALOR_OCULTO in the domain contract; CLAVES_PERSONALES there lists the same keys). A null stays
-- null, so an entry still shows which fields were empty.
CREATE OR REPLACE FUNCTION app_datos_personales_ocultos(valor jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(valor) = 'object' THEN (
    SELECT coalesce(jsonb_object_agg(e.key,
      CASE WHEN e.key = ANY (ARRAY['nombre', 'documento', 'email', 'direccion', 'cp', 'localidad',
          'notas', 'nota', 'observaciones', 'telefono', 'telefonos', 'telefonos_contacto',
          'lineas_asociadas', 'motivo'])
        AND jsonb_typeof(e.value) <> 'null'
      THEN to_jsonb(U&'\2022\2022\2022'::text) ELSE e.value END), '{}'::jsonb)
    FROM jsonb_each(valor) e)
  ELSE valor END
$$;
--> statement-breakpoint
-- The audit log is append-only for the app's role (0027), yet an erased person's name, document
-- and phones must not survive in its copies. This SECURITY DEFINER function (owned by the
-- migration's role) is the only way round: it redacts the personal keys of the entries of one
-- customer of the transaction's own tenant, only once that customer is erased (suprimido_el set
-- in the same transaction), and touches nothing else: who, when, what action and the non-personal
-- values stay as evidence. The package's order details (paquete_additional_info) are logged
-- without a customer column, so they are found through the customer's packages.
CREATE OR REPLACE FUNCTION app_auditoria_suprimir_cliente(cliente integer) RETURNS integer
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  tenant integer := app_current_tenant();
  redactadas integer;
BEGIN
  IF tenant IS NULL OR cliente IS NULL THEN
    RETURN 0;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM clientes c
      WHERE c.tenant_id = tenant AND c.id = cliente AND c.suprimido_el IS NOT NULL) THEN
    RAISE EXCEPTION 'cliente % no suprimido', cliente;
  END IF;
  UPDATE auditoria au
    SET antes = app_datos_personales_ocultos(au.antes),
        despues = app_datos_personales_ocultos(au.despues)
    WHERE au.tenant_id = tenant
      AND (au.cliente_id = cliente
        OR (au.tabla = 'paquete_additional_info' AND au.entidad_id IN (
          SELECT i.id::text FROM paquete_additional_info i
          JOIN paquetes p ON p.tenant_id = i.tenant_id AND p.id = i.paquete_id
          WHERE i.tenant_id = tenant AND p.cliente_id = cliente)));
  GET DIAGNOSTICS redactadas = ROW_COUNT;
  RETURN redactadas;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_auditoria_suprimir_cliente(integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_auditoria_suprimir_cliente(integer) TO ventas_app;
--> statement-breakpoint
-- An erasure cannot be undone by any later write: once `suprimido_el` is set, an update keeps
-- the anonymised values and the date whatever it asks, whichever path writes (the customer form,
-- imports, offers, scripts); the other columns (state, commercial...) still change. Fired only for
-- erased rows, so an ordinary customer update pays nothing.
CREATE OR REPLACE FUNCTION app_clientes_suprimido_intacto() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.nombre := OLD.nombre;
  NEW.documento := OLD.documento;
  NEW.tipo_documento := OLD.tipo_documento;
  NEW.email := OLD.email;
  NEW.direccion := OLD.direccion;
  NEW.cp := OLD.cp;
  NEW.localidad := OLD.localidad;
  NEW.notas := OLD.notas;
  NEW.suprimido_el := OLD.suprimido_el;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clientes_suprimido_intacto BEFORE UPDATE ON clientes
  FOR EACH ROW WHEN (OLD.suprimido_el IS NOT NULL) EXECUTE FUNCTION app_clientes_suprimido_intacto();
