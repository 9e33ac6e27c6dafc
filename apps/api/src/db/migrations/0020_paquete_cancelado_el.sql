-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): ALTER TABLE locks
-- paquetes exclusively, and the lock is held while every cancelled package is rewritten: every
-- read and write of packages waits.
ALTER TABLE "paquetes" ADD COLUMN "cancelado_el" timestamp with time zone;--> statement-breakpoint
-- Issue 14's clawback dates a cancellation by when the package turned CANCELADO: kept here for
-- every writer (offer edit, package state, provider orders), not by each of them.
CREATE FUNCTION app_paquete_cancelado_el() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.estado = 'CANCELADO' THEN
    IF TG_OP = 'INSERT' OR OLD.estado IS DISTINCT FROM 'CANCELADO' THEN
      NEW.cancelado_el := now();
    END IF;
  ELSE
    NEW.cancelado_el := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER paquetes_cancelado_el BEFORE INSERT OR UPDATE OF estado ON paquetes
  FOR EACH ROW EXECUTE FUNCTION app_paquete_cancelado_el();--> statement-breakpoint
UPDATE paquetes SET cancelado_el = updated_on WHERE estado = 'CANCELADO';
