SELECT app_protect_tenant_table(t) FROM unnest(ARRAY[
  'clientes', 'telefonos_cliente', 'notas_cliente', 'gestiones', 'atenciones', 'ofertas', 'paquetes'
]::regclass[]) AS t;
--> statement-breakpoint
-- Free-text filters (nombre, email, dirección, notas, teléfono) search anywhere in the text:
-- trigram GIN indexes led by tenant_id (btree_gin) so one tenant's rows are searched.
CREATE INDEX IF NOT EXISTS clientes_nombre_trgm_idx ON clientes USING gin (tenant_id, nombre gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS clientes_email_trgm_idx ON clientes USING gin (tenant_id, email gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS clientes_direccion_trgm_idx ON clientes USING gin (tenant_id, direccion gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS clientes_notas_trgm_idx ON clientes USING gin (tenant_id, notas gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS clientes_documento_trgm_idx ON clientes USING gin (tenant_id, documento gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS telefonos_cliente_trgm_idx ON telefonos_cliente USING gin (tenant_id, telefono gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS paquetes_servicios_idx ON paquetes USING gin (tenant_id, servicios);
