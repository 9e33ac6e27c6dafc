import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Importacion } from '@ventas/domain/importaciones/importacion-contract';
import { importacionesCalls } from '@ventas/domain/importaciones/importaciones.calls';
import { jobsCalls } from '@ventas/domain/jobs/jobs.calls';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { utilsCalls } from '@ventas/domain/opciones/utils.calls';
import { createQueryClient } from '../../../api/query-client';
import {
  createFakeServer,
  isCall,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { ORIGENES } from './importaciones-fixtures';

/** A job as the fake API plays it: its status answers in turn, then what its end does to the record. */
export interface TareaFalsa {
  estados: TaskStatus[];
  alTerminar?: () => void;
}

export interface ApiFalsa {
  /** The record `importacionesCalls.uno` answers now. */
  registro: Importacion | null;
  tareas: Record<string, TareaFalsa>;
  responder?: (call: RecordedCall, api: ApiFalsa) => Reply | undefined;
}

function estadoDeTarea(api: ApiFalsa, id: string): Reply {
  const tarea = api.tareas[id];
  if (!tarea) return { status: 404, body: { detail: 'No encontrado.' } };
  const estado = tarea.estados.length > 1 ? tarea.estados.shift()! : tarea.estados[0]!;
  if (estado.state === 'SUCCESS' || estado.state === 'FAILURE') {
    tarea.alTerminar?.();
    tarea.alTerminar = undefined;
  }
  return { status: 200, body: estado };
}

/** Renders a tab at `url` against a fake API holding one import record and its jobs. */
export function renderConApi(element: ReactNode, url: string, api: ApiFalsa, width = 1280) {
  stubViewportWidth(width);
  const server = createFakeServer((call) => {
    const propia = api.responder?.(call, api);
    if (propia) return propia;
    const tarea = isCall(call, jobsCalls.taskStatus);
    if (tarea) return estadoDeTarea(api, tarea.task_id!);
    if (isCall(call, utilsCalls.modelQuery)) return { status: 200, body: ORIGENES };
    if (api.registro && isCall(call, importacionesCalls.uno)?.id === String(api.registro.id))
      return { status: 200, body: api.registro };
    return { status: 404, body: { detail: 'No encontrado.' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter([{ path: '/databaseManagement', element }], { initialEntries: [url] });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, router };
}
