import { describe, expect, it } from 'vitest';
import { etiquetaDeOpcion } from './opcion-etiqueta';

describe('etiquetaDeOpcion', () => {
  it.each([
    // A coded list whose stored label is the code: the domain's label.
    ['segmento', 'PARTICULAR', 'PARTICULAR', 'Particular'],
    ['segmento', 'NEGOCIOS', 'NEGOCIOS', 'Negocios'],
    ['estado_cliente', 'NO_INTERESADO', 'NO_INTERESADO', 'No interesado'],
    // A tenant's own code reads as words.
    ['segmento', 'AUTONOMOS', 'AUTONOMOS', 'Autonomos'],
    // A label someone wrote is kept as written.
    ['segmento', 'PARTICULAR', 'Particulares', 'Particulares'],
    ['segmento', 'PYMES', 'Pymes', 'Pymes'],
    // Lists of plain text keep their labels, codes or not.
    ['isp', 'MásMóvil', 'MásMóvil', 'MásMóvil'],
    ['tipo_llamada', 'ENTRANTE', 'ENTRANTE', 'ENTRANTE'],
    // A list named like an object's own key is no coded list.
    ['toString', 'X', 'X', 'X'],
  ])('%s %j labelled %j reads %j', (tipo, valor, etiqueta, texto) => {
    expect(etiquetaDeOpcion(tipo, valor, etiqueta)).toBe(texto);
  });

  it('labels a value without a stored label', () => {
    expect(etiquetaDeOpcion('segmento', 'NEGOCIOS')).toBe('Negocios');
  });
});
