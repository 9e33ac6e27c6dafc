import { describe, expect, it } from 'vitest';
import { SEGMENTS } from './catalogue-fields';
import { segmentLabel } from './segment-labels';

describe('segment labels: the codes as a person reads them', () => {
  it.each([
    ['PARTICULAR', 'Particular'],
    ['NEGOCIOS', 'Negocios'],
    // A tenant's own segment, and a tenant label that is already text.
    ['GRANDES_CUENTAS', 'Grandes cuentas'],
    ['Pymes', 'Pymes'],
    ['Particular', 'Particular'],
    [null, ''],
    ['', ''],
  ])('%j reads %j', (code, label) => {
    expect(segmentLabel(code)).toBe(label);
  });

  it('has a label for every segment the catalogue accepts', () => {
    for (const segment of SEGMENTS) expect(segmentLabel(segment)).not.toBe(segment);
  });
});
