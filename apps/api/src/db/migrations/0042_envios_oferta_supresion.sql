-- Issue 31 §3: an offer mailed to a customer is logged with the address it went to, a subject and
-- a message whose template names the customer, and the server's refusal (which quotes the
-- address). An erasure redacts those keys too in the customer's audit entries (0029's function,
-- the same keys plus 'para', 'asunto', 'cuerpo' and 'error').
CREATE OR REPLACE FUNCTION app_datos_personales_ocultos(valor jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(valor) = 'object' THEN (
    SELECT coalesce(jsonb_object_agg(e.key,
      CASE WHEN e.key = ANY (ARRAY['nombre', 'documento', 'email', 'direccion', 'cp', 'localidad',
          'notas', 'nota', 'observaciones', 'telefono', 'telefonos', 'telefonos_contacto',
          'lineas_asociadas', 'motivo', 'para', 'asunto', 'cuerpo', 'error'])
        AND jsonb_typeof(e.value) <> 'null'
      THEN to_jsonb(U&'\2022\2022\2022'::text) ELSE e.value END), '{}'::jsonb)
    FROM jsonb_each(valor) e)
  ELSE valor END
$$;
