import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Importacion } from '@ventas/domain/importaciones/importacion-contract';
import {
  APLICADA,
  FICHERO,
  SIMULADA,
  SLOW,
  corriendo,
  fila,
  page,
  terminada,
} from '../test/importaciones-fixtures';
import { renderConApi, type ApiFalsa } from '../test/render-importaciones';
import { ImportarTab } from './importar-tab';

const IMPORTAR = '/databaseManagement?tab=importar';
const sinRegistro = (responder?: ApiFalsa['responder']): ApiFalsa => ({
  registro: null,
  tareas: {},
  responder,
});

const SIMULANDO: Importacion = {
  ...SIMULADA,
  estado: 'SIMULANDO',
  task_id: 't-sim',
  totales: { nuevo: 0, duplicado: 0, repetido: 0, invalido: 0, no_llamar: 0 },
};

/** The API of a whole import: upload, mapping, dry run, samples, apply. */
function apiDeImportacion(): ApiFalsa {
  return {
    registro: null,
    tareas: {
      't-sim': { estados: [corriendo(50, 126), corriendo(100, 126), terminada] },
      't-apl': { estados: [corriendo(60, 120), corriendo(90, 120), terminada] },
    },
    responder: (call, api) => {
      if (call.path === '/api/importaciones/fichero/') return { status: 200, body: FICHERO };
      if (call.path === '/api/importaciones/mapeo/?origen_bbdd=4')
        return { status: 200, body: { origen_bbdd: 4, mapeo: null } };
      if (call.method === 'POST' && call.path === '/api/importaciones/') {
        api.registro = SIMULANDO;
        api.tareas['t-sim']!.alTerminar = () => (api.registro = SIMULADA);
        return { status: 201, body: { id: 9, task_id: 't-sim' } };
      }
      if (call.path.startsWith('/api/importaciones/9/filas/?clase=duplicado'))
        return {
          status: 200,
          body: page([fila({ fila: 7, clase: 'duplicado', motivo: 'Mismo documento', cliente_id: 77 })], 2),
        };
      if (call.path.startsWith('/api/importaciones/9/filas/?clase=nuevo'))
        return { status: 200, body: page([fila({})], 120) };
      if (call.path === '/api/importaciones/9/aplicar/') {
        api.registro = { ...SIMULADA, estado: 'APLICANDO', task_id: 't-apl' };
        api.tareas['t-apl']!.alTerminar = () => (api.registro = APLICADA);
        return { status: 200, body: { task_id: 't-apl' } };
      }
      return undefined;
    },
  };
}

async function subir(user: ReturnType<typeof userEvent.setup>, nombre = 'leads.csv') {
  await user.upload(
    await screen.findByLabelText('Fichero de la lista', {}, SLOW),
    new File(['Nombre y apellidos;Móvil\nAna;600112233'], nombre, { type: 'text/csv' }),
  );
}

async function elegirOrigen(user: ReturnType<typeof userEvent.setup>, nombre: string) {
  // The select is disabled while the origins load: a click then opens nothing.
  await waitFor(() => expect(screen.queryByText('Cargando orígenes…')).toBeNull(), SLOW);
  await user.click(await screen.findByRole('combobox', { name: /Origen BD/ }, SLOW));
  await user.click(await screen.findByRole('option', { name: nombre }));
}

const campoDe = (cabecera: string) => screen.getByRole('combobox', { name: `Campo de «${cabecera}»` });

describe('ImportarTab', () => {
  it('takes a list from upload through the suggested mapping and the dry run to the applied result', async () => {
    const user = userEvent.setup();
    const api = apiDeImportacion();
    const { server, router } = renderConApi(<ImportarTab />, IMPORTAR, api);

    await subir(user);
    expect(await screen.findByText(/leads\.csv: 4 columnas/, {}, SLOW)).toBeTruthy();
    await elegirOrigen(user, 'Feria 2026');
    // Suggested from the headers: the origin has no saved mapping.
    expect((await screen.findByRole('combobox', { name: 'Campo de «Móvil»' }, SLOW)).textContent).toBe(
      'Teléfono',
    );
    expect(campoDe('Nombre y apellidos').textContent).toBe('Nombre');
    expect(campoDe('DNI').textContent).toBe('Documento');
    expect(campoDe('Código cliente').textContent).toBe('No importar');

    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(
      server.calls.find((call) => call.path === '/api/importaciones/' && call.method === 'POST')?.body,
    ).toEqual({
      subida: 'subida-1',
      fichero: 'leads.csv',
      origen_bbdd: 4,
      mapeo: { '1': 'nombre', '2': 'telefono', '3': 'documento', '4': null },
    });
    expect(await screen.findByText(/Comprobando las filas… \d+ de 126 filas/, {}, SLOW)).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=importar&importacion=9');

    expect(
      await screen.findByText('Comprobación terminada: revise el resultado antes de aplicar.', {}, SLOW),
    ).toBeTruthy();
    const totales = screen.getByLabelText('Totales por clase');
    expect(within(totales).getByText('Nuevos').nextSibling?.textContent).toBe('120');
    expect(within(totales).getByText('No válidos').nextSibling?.textContent).toBe('3');
    expect(within(totales).getByText('Filas').nextSibling?.textContent).toBe('126');

    await user.click(screen.getByRole('tab', { name: 'Ya existen (2)' }));
    const duplicados = await screen.findByRole('table', { name: 'Filas: Ya existen' }, SLOW);
    expect(within(duplicados).getByText('Mismo documento')).toBeTruthy();
    expect(within(duplicados).getByRole('link', { name: 'Cliente 77' }).getAttribute('href')).toBe(
      '/teletrabajo?cliente=77&modo=view',
    );

    await user.click(screen.getByRole('radio', { name: 'Actualizar el cliente existente' }));
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Se crearán 120 clientes con el origen «Feria 2026» y se actualizarán 2 clientes que ya existen. ¿Aplicar la importación?',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(server.calls.find((call) => call.path === '/api/importaciones/9/aplicar/')?.body).toEqual({
      duplicados: 'actualizar',
    });
    expect(await screen.findByText(/Importando… \d+ de 120 filas/, {}, SLOW)).toBeTruthy();

    expect(await screen.findByText('Importación aplicada', {}, SLOW)).toBeTruthy();
    const resultado = screen.getByLabelText('Resultado');
    expect(within(resultado).getByText('Creados').nextSibling?.textContent).toBe('120');
    expect(within(resultado).getByText('Omitidos').nextSibling?.textContent).toBe('6');
    const teletrabajo = screen
      .getByRole('link', { name: 'Ver los clientes del origen' })
      .getAttribute('href');
    expect(teletrabajo).toMatch(/^\/teletrabajo\?(.+&)?origenBbdd=4(&|$)/);
    expect(screen.getByRole('link', { name: 'Repartir' }).getAttribute('href')).toBe(
      '/databaseManagement?tab=reparto&origen=4',
    );
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeTruthy();
  }, 30_000);
});

const SIN_CABECERAS = {
  ...FICHERO,
  columnas: [
    { indice: 1, cabecera: 'Col A', ejemplos: ['600112233'] },
    { indice: 2, cabecera: 'Col B', ejemplos: ['Ana García'] },
  ],
};

describe('ImportarTab mapping', () => {
  it('says what the mapping lacks and keeps "Comprobar" off until it is whole', async () => {
    const user = userEvent.setup();
    const { server } = renderConApi(<ImportarTab />, IMPORTAR, {
      registro: null,
      tareas: {},
      responder: (call) =>
        call.path === '/api/importaciones/fichero/'
          ? { status: 200, body: SIN_CABECERAS }
          : call.path.startsWith('/api/importaciones/mapeo/')
            ? { status: 200, body: { origen_bbdd: 5, mapeo: null } }
            : undefined,
    });
    await subir(user);
    await elegirOrigen(user, 'Web');
    expect(await screen.findByText('Elija la columna del nombre.', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Elija al menos una columna de teléfono o de documento.')).toBeTruthy();
    const comprobar = screen.getByRole('button', { name: 'Comprobar' });
    expect(comprobar.hasAttribute('disabled')).toBe(true);

    await user.click(campoDe('Col A'));
    await user.click(await screen.findByRole('option', { name: 'Nombre' }));
    await user.click(campoDe('Col B'));
    await user.click(await screen.findByRole('option', { name: 'Nombre' }));
    expect(screen.queryByText('Elija la columna del nombre.')).toBeNull();
    expect(screen.getByText('Cada campo, salvo el teléfono, solo puede venir de una columna.')).toBeTruthy();
    expect(screen.getAllByText('Este campo ya viene de otra columna')).toHaveLength(2);

    await user.click(campoDe('Col A'));
    await user.click(await screen.findByRole('option', { name: 'Teléfono' }));
    expect(screen.queryByText(/^(Elija|Cada campo)/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Comprobar' }).hasAttribute('disabled')).toBe(false);
    expect(server.calls.some((call) => call.path === '/api/importaciones/')).toBe(false);
  }, 20_000);

  it("starts from the origin's saved mapping before the header names", async () => {
    const user = userEvent.setup();
    renderConApi(
      <ImportarTab />,
      IMPORTAR,
      sinRegistro((call) =>
        call.path === '/api/importaciones/fichero/'
          ? { status: 200, body: FICHERO }
          : call.path === '/api/importaciones/mapeo/?origen_bbdd=5'
            ? { status: 200, body: { origen_bbdd: 5, mapeo: { dni: null, 'codigo cliente': 'documento' } } }
            : undefined,
      ),
    );
    await subir(user);
    await elegirOrigen(user, 'Web');
    expect((await screen.findByRole('combobox', { name: 'Campo de «DNI»' }, SLOW)).textContent).toBe(
      'No importar',
    );
    expect(campoDe('Código cliente').textContent).toBe('Documento');
    expect(campoDe('Móvil').textContent).toBe('Teléfono');
  }, 20_000);

  it('creates an origin inline and selects it', async () => {
    const user = userEvent.setup();
    const origenes = [{ id: 4, nombre: 'Feria 2026', timestamp: '2026-01-15T10:00:00Z' }];
    const { server } = renderConApi(<ImportarTab />, IMPORTAR, {
      registro: null,
      tareas: {},
      responder: (call) => {
        if (call.path === '/api/importaciones/fichero/') return { status: 200, body: FICHERO };
        if (call.path.startsWith('/api/utils/model-query/')) return { status: 200, body: origenes };
        if (call.method === 'POST' && call.path === '/api/servicios/origenesbd/') {
          origenes.push({ id: 8, nombre: 'Compra noviembre', timestamp: '2026-11-26T08:00:00Z' });
          return {
            status: 201,
            body: { id: 8, nombre: 'Compra noviembre', timestamp: '2026-11-26T08:00:00Z' },
          };
        }
        if (call.path === '/api/importaciones/mapeo/?origen_bbdd=8')
          return { status: 200, body: { origen_bbdd: 8, mapeo: null } };
        return undefined;
      },
    });
    await subir(user);
    await user.click(await screen.findByRole('button', { name: 'Nuevo origen' }, SLOW));
    await user.type(screen.getByLabelText('Nombre del nuevo origen'), 'Compra noviembre');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect((await screen.findByRole('combobox', { name: /Origen BD/ }, SLOW)).textContent).toBe(
      'Compra noviembre',
    );
    expect(server.calls.find((call) => call.path === '/api/servicios/origenesbd/')?.body).toEqual({
      nombre: 'Compra noviembre',
    });
    expect(await screen.findByRole('combobox', { name: 'Campo de «Móvil»' }, SLOW)).toBeTruthy();
  }, 20_000);
});

describe('ImportarTab errors', () => {
  it("shows the API's reason when the file cannot be read, and stays on the first step", async () => {
    const user = userEvent.setup();
    renderConApi(
      <ImportarTab />,
      IMPORTAR,
      sinRegistro((call) =>
        call.path === '/api/importaciones/fichero/'
          ? { status: 400, body: { file: ['El fichero no es un libro de Excel (.xlsx) ni un CSV.'] } }
          : undefined,
      ),
    );
    await subir(user, 'foto.csv');
    const alerta = await screen.findByRole('alert', {}, SLOW);
    expect(alerta.textContent).toContain('No se ha podido leer el fichero');
    expect(alerta.textContent).toContain('El fichero no es un libro de Excel (.xlsx) ni un CSV.');
    expect(screen.getByRole('button', { name: 'Elegir fichero' })).toBeTruthy();
  }, 20_000);

  it('says why a dry run failed', async () => {
    const api: ApiFalsa = {
      registro: SIMULANDO,
      tareas: {
        't-sim': {
          estados: [corriendo(10, 126), { state: 'FAILURE', result: null, error: 'Fila 3: fórmula' }],
        },
      },
    };
    api.tareas['t-sim']!.alTerminar = () =>
      (api.registro = {
        ...SIMULANDO,
        estado: 'FALLIDA',
        task_id: null,
        error: 'El fichero tiene una fórmula.',
      });
    renderConApi(<ImportarTab />, `${IMPORTAR}&importacion=9`, api);
    expect(await screen.findByText('El fichero tiene una fórmula.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(/Comprobando las filas/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aplicar' })).toBeNull();
  }, 20_000);

  it('resumes an apply whose job is gone, with the duplicates choice it started with', async () => {
    const user = userEvent.setup();
    const api: ApiFalsa = {
      registro: { ...SIMULADA, estado: 'APLICANDO', duplicados: 'actualizar', task_id: null },
      tareas: { 't-re': { estados: [terminada] } },
      responder: (call, fake) => {
        if (call.path !== '/api/importaciones/9/aplicar/') return undefined;
        fake.tareas['t-re']!.alTerminar = () => (fake.registro = APLICADA);
        return { status: 200, body: { task_id: 't-re' } };
      },
    };
    const { server } = renderConApi(<ImportarTab />, `${IMPORTAR}&importacion=9`, api);
    await user.click(await screen.findByRole('button', { name: 'Reanudar' }, SLOW));
    expect(await screen.findByText('Importación aplicada', {}, SLOW)).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/api/importaciones/9/aplicar/')?.body).toEqual({
      duplicados: 'actualizar',
    });
  }, 20_000);

  it('takes a dropped file as well as a chosen one', async () => {
    const { server } = renderConApi(
      <ImportarTab />,
      IMPORTAR,
      sinRegistro((call) =>
        call.path === '/api/importaciones/fichero/' ? { status: 200, body: FICHERO } : undefined,
      ),
    );
    const zona = (await screen.findByText('Arrastre aquí el fichero o elíjalo en su equipo.', {}, SLOW))
      .parentElement!;
    fireEvent.drop(zona, { dataTransfer: { files: [new File(['a'], 'leads.csv')] } });
    expect(await screen.findByText(/leads\.csv: 4 columnas/, {}, SLOW)).toBeTruthy();
    expect(server.calls.filter((call) => call.path === '/api/importaciones/fichero/')).toHaveLength(1);
  }, 20_000);

  it('fits a phone: the current step in words instead of the four labels', async () => {
    renderConApi(<ImportarTab />, IMPORTAR, sinRegistro(), 360);
    expect(await screen.findByText('Paso 1 de 4: Fichero', {}, SLOW)).toBeTruthy();
    expect(screen.queryByLabelText('Pasos de la importación')).toBeNull();
  });
});
