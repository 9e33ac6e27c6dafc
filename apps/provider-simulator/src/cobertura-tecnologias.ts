import { TECNOLOGIAS, type CoberturaResultado } from '@ventas/domain/proveedores/proveedores-contract';
import { azarDe, type Azar } from './prng';

/**
 * The technologies at one building. Fibre is common, NEBA (a third party's fibre) mostly where
 * there is none of one's own, copper fades out, 4G is almost everywhere. `sinCobertura` (the
 * special postal code) has nothing at all.
 */
type Tecnologia = CoberturaResultado['tecnologias'][number];
type NombreTecnologia = (typeof TECNOLOGIAS)[number];

interface Regla {
  probabilidad: (ftth: boolean) => number;
  velocidades: readonly number[];
  observaciones: readonly string[];
}

const REGLAS: Record<NombreTecnologia, Regla> = {
  FTTH: {
    probabilidad: () => 0.7,
    velocidades: [300, 600, 1000, 1000, 10000],
    observaciones: [
      'Fibra propia hasta el hogar',
      'Requiere visita de instalación',
      'Caja terminal en fachada',
    ],
  },
  NEBA: {
    probabilidad: (ftth) => (ftth ? 0.3 : 0.6),
    velocidades: [300, 600, 1000],
    observaciones: ['Red de terceros (NEBA)', 'Instalación por el operador de la red'],
  },
  VDSL: {
    probabilidad: () => 0.4,
    velocidades: [30, 50, 100],
    observaciones: ['Par de cobre, central a menos de 1 km', 'Velocidad sujeta a la distancia a la central'],
  },
  ADSL: {
    probabilidad: () => 0.85,
    velocidades: [6, 10, 20],
    observaciones: ['Par de cobre', 'Central en proceso de cierre'],
  },
  '4G': {
    probabilidad: () => 0.95,
    velocidades: [50, 150, 300],
    observaciones: ['Cobertura exterior buena', 'Cobertura interior limitada'],
  },
  '5G': {
    probabilidad: () => 0.5,
    velocidades: [500, 1000],
    observaciones: ['5G en banda de 3,5 GHz', 'Cobertura exterior'],
  },
};

function tecnologia(azar: Azar, nombre: NombreTecnologia, ftth: boolean, sinCobertura: boolean): Tecnologia {
  const regla = REGLAS[nombre];
  const disponible = !sinCobertura && azar.probabilidad(regla.probabilidad(ftth));
  if (!disponible)
    return {
      tecnologia: nombre,
      disponible: false,
      velocidad_max_mb: null,
      observaciones: sinCobertura ? 'Sin cobertura en esta zona' : 'No disponible en esta dirección',
    };
  return {
    tecnologia: nombre,
    disponible: true,
    velocidad_max_mb: azar.elegir(regla.velocidades),
    observaciones: azar.elegir(regla.observaciones),
  };
}

/** Every technology, in TECNOLOGIAS order, for the building named by `semilla`. */
export function tecnologiasEn(semilla: string, sinCobertura: boolean): Tecnologia[] {
  const azar = azarDe('cobertura', semilla);
  const ftth = tecnologia(azar, 'FTTH', false, sinCobertura);
  return [
    ftth,
    ...TECNOLOGIAS.filter((t) => t !== 'FTTH').map((t) => tecnologia(azar, t, ftth.disponible, sinCobertura)),
  ];
}

/** The share of a postal code's homes each technology reaches (one decimal). */
export function porcentajesEnCp(cp: string, sinCobertura: boolean) {
  const azar = azarDe('cobertura-cp', cp);
  const rangos: Record<NombreTecnologia, readonly [number, number]> = {
    FTTH: [40, 99],
    NEBA: [20, 95],
    VDSL: [10, 70],
    ADSL: [60, 100],
    '4G': [90, 100],
    '5G': [10, 85],
  };
  return TECNOLOGIAS.map((t) => {
    const [minimo, maximo] = rangos[t];
    return {
      tecnologia: t,
      porcentaje_cubierto: sinCobertura ? 0 : azar.entero(minimo * 10, maximo * 10) / 10,
    };
  });
}
