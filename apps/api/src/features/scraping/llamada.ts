import type { FastifyRequest } from 'fastify';
import type { Proveedor } from '@ventas/domain/proveedores/proveedores';
import { DETALLES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import type { Database, TenantTx } from '../../db/database';
import { conflict } from '../../http/app-error';
import { ProviderFailure } from '../../providers/provider-failure';
import {
  credencialDelPortal,
  UndecryptableSecret,
  type CredentialsCipher,
} from '../credenciales/credenciales.public';
import type { LlamadaProveedor } from './adaptadores/capacidades';
import type { Conexiones } from './conexiones';
import { errorDeFallo } from './fallo-http';

export interface LlamadaDeps {
  database: Database;
  cipher: CredentialsCipher;
  conexiones: Conexiones;
}

/**
 * One provider call of a request. What the database must say (the credential, the customer's
 * document) is read first in one short transaction; the provider is called after it ends, so a
 * provider that hangs holds no connection of the pool and slows nobody else. A failure becomes
 * our answer (fallo-http.ts).
 */
export async function llamarProveedor<Datos, T>(
  deps: LlamadaDeps,
  request: FastifyRequest,
  proveedor: Proveedor,
  leer: (tx: TenantTx) => Promise<Datos>,
  llamar: (llamada: LlamadaProveedor, datos: Datos) => Promise<T>,
): Promise<T> {
  const tenantId = request.tenant.id;
  const { credenciales, datos } = await deps.database.tenant(tenantId, async (tx) => {
    let credencial;
    try {
      credencial = await credencialDelPortal(tx, deps.cipher, deps.conexiones.slugs[proveedor]);
    } catch (error) {
      // A credential sealed for another distributor or under another key (decision 144).
      if (error instanceof UndecryptableSecret)
        throw conflict({ detail: DETALLES_PROVEEDOR.sinCredenciales });
      throw error;
    }
    if (!credencial) throw errorDeFallo('sin-credenciales');
    return { credenciales: credencial, datos: await leer(tx) };
  });
  try {
    return await llamar({ tenantId, credenciales }, datos);
  } catch (error) {
    if (error instanceof ProviderFailure) throw errorDeFallo(error.fallo);
    throw error;
  }
}

export const sinDatos = async (): Promise<null> => null;
