import { describe, expect, it } from 'vitest';
import {
  buildPostalCodeIndex,
  restoreTruncated,
  serializePostalCodeIndex,
  type EntidadRow,
  type MunicipioRow,
} from './postal-code-index';

const municipio = (codigo_postal: string, municipio_id: string, municipio_nombre: string): MunicipioRow => ({
  codigo_postal,
  municipio_id,
  municipio_nombre,
});
const entidad = (
  codigo_postal: string,
  municipio_id: string,
  entidad_singular_nombre: string,
  nucleo_nombre = entidad_singular_nombre,
): EntidadRow => ({ codigo_postal, municipio_id, entidad_singular_nombre, nucleo_nombre });

// Real names and codes, some pairs invented, showing each quirk the dataset README lists.
const municipios = [
  municipio('28001', '28079', 'Madrid'),
  municipio('00043', '43110', 'Pobla de Massaluca, La'),
  municipio('43782', '43110', 'Pobla de Massaluca, La'),
  municipio('34260', '09417', 'Vallejera'),
  municipio('34260', '09316', 'Revilla Vallejera'),
  municipio('02520', '02029', 'Chinchilla de Monte-Aragón'),
  municipio('08901', '08101', "Hospitalet de Llobregat, L'"),
];
const entidades = [
  entidad('28001', '28079', 'Madrid'),
  entidad('43782', '43110', 'Pobla de Massaluca (La)'),
  entidad('43782', '43110', 'Mas de Bot', '*Diseminado*'),
  entidad('02520', '02029', 'Chinchilla de Monte-Arago'),
  entidad('02520', '02029', 'Pozo de la Pena'),
  entidad('02520', '02029', 'Pozo de la Peña'),
  entidad('02520', '02029', 'Casas de Abajo (Las)'),
  entidad('02520', '02029', 'Horna', '*Diseminado*'),
  entidad('08901', '08101', 'Hospitalet de Llobregat ('),
  entidad('08901', '08101', 'Can Volart (Poligon Indus'),
  entidad('05274', '05905', 'Villanueva de Avila'),
  entidad('00043', '43110', 'Pobla de Massaluca (La)'),
];

describe('buildPostalCodeIndex', () => {
  const { index, invalidCodes, unmatchedEntidadRows } = buildPostalCodeIndex(municipios, entidades);

  it.each([
    [
      'keeps a single municipality named as itself',
      '28001',
      [
        {
          municipio_id: '28079',
          municipio: 'Madrid',
          provincia: 'Madrid',
          localidades: ['Madrid'],
        },
      ],
    ],
    [
      'puts the article first and adds localities, never the scattered-houses marker',
      '43782',
      [
        {
          municipio_id: '43110',
          municipio: 'La Pobla de Massaluca',
          provincia: 'Tarragona',
          localidades: ['La Pobla de Massaluca', 'Mas de Bot'],
        },
      ],
    ],
    [
      'returns every municipality of a code, by name, with the province of each municipality',
      '34260',
      [
        {
          municipio_id: '09316',
          municipio: 'Revilla Vallejera',
          provincia: 'Burgos',
          localidades: ['Revilla Vallejera'],
        },
        {
          municipio_id: '09417',
          municipio: 'Vallejera',
          provincia: 'Burgos',
          localidades: ['Vallejera'],
        },
      ],
    ],
    [
      'restores a cut municipality name, prefers accents and sorts the localities',
      '02520',
      [
        {
          municipio_id: '02029',
          municipio: 'Chinchilla de Monte-Aragón',
          provincia: 'Albacete',
          localidades: ['Chinchilla de Monte-Aragón', 'Horna', 'Las Casas de Abajo', 'Pozo de la Peña'],
        },
      ],
    ],
    [
      'drops a bracket left open by the cut',
      '08901',
      [
        {
          municipio_id: '08101',
          municipio: "L'Hospitalet de Llobregat",
          provincia: 'Barcelona',
          localidades: ["L'Hospitalet de Llobregat", 'Can Volart'],
        },
      ],
    ],
  ])('%s (%s)', (_, cp, expected) => {
    expect(index.get(cp)).toEqual(expected);
  });

  it('lists the postal codes in order and leaves out the invalid ones', () => {
    expect([...index.keys()]).toEqual(['02520', '08901', '28001', '34260', '43782']);
    expect(invalidCodes).toEqual(['00043']);
  });

  it('counts locality rows whose pair the municipality file does not list', () => {
    expect(unmatchedEntidadRows).toBe(2);
  });
});

describe('restoreTruncated', () => {
  it.each([
    ['Chinchilla de Monte-Arago', 'Chinchilla de Monte-Aragón', 'Chinchilla de Monte-Aragón'],
    ['Hospitalet de Llobregat (', "Hospitalet de Llobregat, L'", "L'Hospitalet de Llobregat"],
    ['Mirueña de Los Infanzones', 'Mirueña de los Infanzones', 'Mirueña de los Infanzones'],
    [
      'San Vicente del Raspeig/S',
      'San Vicente del Raspeig/Sant Vicent del Raspeig',
      'San Vicente del Raspeig/Sant Vicent del Raspeig',
    ],
    ['Horna', 'Horna', null],
    ['Can Volart (Poligon Indus', 'Can Volart i Sant Pere', null],
    ["Vall de L'Arrabassada (La", 'Terrassa', null],
  ])('reads %j in %j as %j', (name, municipioNombre, expected) => {
    expect(restoreTruncated(name, municipioNombre)).toBe(expected);
  });
});

describe('serializePostalCodeIndex', () => {
  it('writes compact JSON in the order of the index', () => {
    const entry = {
      municipio_id: '28079',
      municipio: 'Madrid',
      provincia: 'Madrid',
      localidades: ['Madrid'],
    };
    const json = serializePostalCodeIndex(
      new Map([
        ['01001', [{ ...entry, municipio_id: '01059' }]],
        ['28001', [entry]],
      ]),
    );
    expect(json.indexOf('"01001"')).toBeLessThan(json.indexOf('"28001"'));
    expect(json).not.toMatch(/\s"|"\s/);
    expect(JSON.parse(json)).toEqual({
      '01001': [{ ...entry, municipio_id: '01059' }],
      '28001': [entry],
    });
  });
});
