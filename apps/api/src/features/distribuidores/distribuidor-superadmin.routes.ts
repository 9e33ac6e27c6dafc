import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  superadminCreateSchema,
  superadminInicialSchema,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { badRequestSchema, detailSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { conflict, invalid, notFound } from '../../http/app-error';
import { hashPassword } from '../../security/password';
import * as repository from './distribuidores-admin.repository';
import { isUniqueViolation, oneTimePassword, primerSuperAdmin } from './primer-superadmin';

export const SUPERADMIN_MESSAGES = {
  yaTiene:
    'Este distribuidor ya tiene un SuperAdmin activo: las demás cuentas las crea él desde su pantalla de cuentas.',
  usuarioEnUso: 'Ya existe una cuenta con ese usuario en este distribuidor.',
} as const;

/**
 * Issue 29 §4: the first SuperAdmin of a distributor created without one (SPEC §3's tenant has
 * no account), made by the platform as POST makes it: a one-time password, changed at first
 * login. Only while it has no active SuperAdmin: from then on, its own SuperAdmin manages its
 * accounts (decision 9). The account is written as the app role confined to that distributor.
 */
export const distribuidorSuperadminRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.post('/api/distribuidores/distribuidor/:id/superadmin/', {
    config: { access: API_ACCESS.platform },
    schema: {
      params: idPathSchema,
      body: superadminCreateSchema,
      response: {
        201: superadminInicialSchema,
        400: badRequestSchema,
        404: detailSchema,
        409: detailSchema,
      },
    },
    handler: async (request, reply) => {
      const { username } = request.body;
      const password = oneTimePassword();
      const account = primerSuperAdmin(username, password);
      // Hashed before the transaction, which holds the distributor's row locked.
      const passwordHash = await hashPassword(password);
      await database
        .tenant(request.params.id, async (tx) => {
          if (!(await repository.lockLiveTenant(tx))) throw notFound();
          if (await repository.hasActiveSuperAdmin(tx))
            throw conflict({ detail: SUPERADMIN_MESSAGES.yaTiene });
          if (await repository.usernameTaken(tx, username))
            throw invalid({ username: [SUPERADMIN_MESSAGES.usuarioEnUso] });
          await repository.insertAccount(tx, account, passwordHash);
        })
        .catch((error: unknown) => {
          // An account of that username made meanwhile by the distributor's own screens.
          if (isUniqueViolation(error)) throw invalid({ username: [SUPERADMIN_MESSAGES.usuarioEnUso] });
          throw error;
        });
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ username, password_inicial: password });
    },
  });
};
