import { describe, expect, it } from 'vitest';
import { CLIENTE } from '../test/oferta-fixtures';
import { clienteChanged, ofertaBody, sentPaquetes } from './draft-to-body';
import { draftForCreate } from './initial-draft';
import { emptyPaquete, type PaqueteDraft } from './oferta-draft';

const paquete = (fields: Partial<PaqueteDraft>): PaqueteDraft => ({ ...emptyPaquete(), ...fields });

describe('the body an offer is sent with', () => {
  it('drops packages without a tariff, except saved ones (the server names those)', () => {
    expect(
      sentPaquetes([paquete({}), paquete({ tarifa: 4 }), paquete({ paqueteId: 9 }), paquete({ tarifa: 7 })]),
    ).toEqual([1, 2, 3]);
  });

  it('sends promotions with their priority, in the order picked (SPEC §3 promotion_priority)', () => {
    const draft = {
      ...draftForCreate(CLIENTE, 'A'),
      paquetes: [paquete({ tarifa: 4, promociones: [2, 1] })],
    };
    const { oferta } = ofertaBody(draft, CLIENTE, { edit: false });
    expect(oferta.paquetes[0]?.promotion_priority).toEqual([
      { promotion: 2, priority_order: 1 },
      { promotion: 1, priority_order: 2 },
    ]);
    expect(oferta).not.toHaveProperty('estado');
    expect(oferta).not.toHaveProperty('recotizar');
  });

  it("sends the customer only when its phones or address changed, from the record's other fields", () => {
    const draft = draftForCreate(CLIENTE, 'A');
    expect(clienteChanged(CLIENTE, draft.cliente)).toBe(false);
    expect(clienteChanged(CLIENTE, { ...draft.cliente, telefonos_contacto: ['+34 610 011 143'] })).toBe(
      false,
    );
    const moved = { ...draft.cliente, direccion: { ...draft.cliente.direccion, cp: '50002' } };
    expect(clienteChanged(CLIENTE, moved)).toBe(true);
    const { oferta } = ofertaBody({ ...draft, cliente: moved }, CLIENTE, { edit: false });
    expect(oferta.datosCliente).toMatchObject({
      nombre: CLIENTE.nombre,
      comercial: 4,
      direccion: { cp: '50002' },
    });
  });
});
