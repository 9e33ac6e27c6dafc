-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): an index build over
-- all of importacion_filas (not CONCURRENTLY): imports in progress wait until it is built.
CREATE INDEX "importacion_filas_cliente_idx" ON "importacion_filas" USING btree ("tenant_id","cliente_id") WHERE "importacion_filas"."cliente_id" IS NOT NULL;