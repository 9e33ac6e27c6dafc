import { adicionalKey } from './extras';
import { euros, type DemoOperator, type DemoPrices } from './prices';
import type { DemoTarifa } from './tarifas';

/** Terminals, their insurances and installments. DBL sells B's terminals (SPEC §9). */
type TerminalOperator = Exclude<DemoOperator, 'DBL'>;
const TERMINAL_OPERATORS: readonly TerminalOperator[] = ['A', 'B', 'D'];
/** Whose terminals each tariff's operator finances. */
const FINANCES_TERMINALS_OF: Record<DemoOperator, TerminalOperator> = { A: 'A', B: 'B', D: 'D', DBL: 'B' };

/** Device insurance per price band (`tramo`): the band's upper bound in cents, its monthly price. */
const SEGUROS = [
  { name: 'Seguro Móvil Básico', tramo: 'Hasta 300 €', upToCents: 30_000, cents: 499 },
  { name: 'Seguro Móvil', tramo: 'De 300 a 600 €', upToCents: 60_000, cents: 799 },
  { name: 'Seguro Móvil Plus', tramo: 'De 600 a 1.000 €', upToCents: 100_000, cents: 1099 },
  { name: 'Seguro Móvil Premium', tramo: 'Más de 1.000 €', upToCents: Infinity, cents: 1499 },
] as const;

interface Model {
  name: string;
  brand: string;
  description: string;
  cents: number;
  operators: readonly TerminalOperator[];
  /** Price before a past change, for the operators that made it. */
  previous?: { cents: number; operators: readonly TerminalOperator[] };
}

const MODELS: readonly Model[] = [
  {
    name: 'Samsung Galaxy S25 128GB',
    brand: 'Samsung',
    description: 'Pantalla 6,2" Dynamic AMOLED, 12 GB de RAM, 5G.',
    cents: 90_900,
    operators: ['A', 'B'],
    previous: { cents: 95_900, operators: ['A', 'B'] },
  },
  {
    name: 'Samsung Galaxy S25 Ultra 256GB',
    brand: 'Samsung',
    description: 'Pantalla 6,9", S Pen integrado, cámara de 200 Mpx.',
    cents: 145_900,
    operators: ['A'],
  },
  {
    name: 'Samsung Galaxy A56 5G 128GB',
    brand: 'Samsung',
    description: 'Pantalla 6,7" Super AMOLED, batería de 5.000 mAh.',
    cents: 44_900,
    operators: ['A', 'B', 'D'],
  },
  {
    name: 'Samsung Galaxy A16 128GB',
    brand: 'Samsung',
    description: 'Pantalla 6,7", 6 años de actualizaciones.',
    cents: 19_900,
    operators: ['B', 'D'],
  },
  {
    name: 'Samsung Galaxy Z Flip6 256GB',
    brand: 'Samsung',
    description: 'Plegable, pantalla exterior de 3,4".',
    cents: 119_900,
    operators: ['A'],
  },
  {
    name: 'iPhone 16 128GB',
    brand: 'Apple',
    description: 'Pantalla 6,1" Super Retina XDR, chip A18.',
    cents: 95_900,
    operators: ['A', 'B'],
  },
  {
    name: 'iPhone 16 Pro 256GB',
    brand: 'Apple',
    description: 'Pantalla 6,3" ProMotion, titanio, chip A18 Pro.',
    cents: 131_900,
    operators: ['A'],
  },
  {
    name: 'iPhone 16e 128GB',
    brand: 'Apple',
    description: 'Pantalla 6,1", chip A18, Face ID.',
    cents: 70_900,
    operators: ['A', 'B'],
  },
  {
    name: 'iPhone 15 128GB',
    brand: 'Apple',
    description: 'Pantalla 6,1", Dynamic Island, USB-C.',
    cents: 75_900,
    operators: ['B'],
    previous: { cents: 85_900, operators: ['B'] },
  },
  {
    name: 'Xiaomi Redmi Note 14 Pro 256GB',
    brand: 'Xiaomi',
    description: 'Pantalla 6,67" AMOLED, cámara de 200 Mpx.',
    cents: 34_999,
    operators: ['B', 'D'],
  },
  {
    name: 'Xiaomi 15 256GB',
    brand: 'Xiaomi',
    description: 'Óptica Leica, Snapdragon 8 Elite.',
    cents: 99_999,
    operators: ['D'],
  },
  {
    name: 'Google Pixel 9 128GB',
    brand: 'Google',
    description: 'Pantalla 6,3" Actua, Google Tensor G4.',
    cents: 89_900,
    operators: ['A'],
  },
  {
    name: 'Google Pixel 9a 128GB',
    brand: 'Google',
    description: 'Pantalla 6,3", 7 años de actualizaciones.',
    cents: 54_900,
    operators: ['A', 'D'],
  },
  {
    name: 'Motorola moto g85 5G 256GB',
    brand: 'Motorola',
    description: 'Pantalla pOLED curva de 6,67".',
    cents: 29_900,
    operators: ['B', 'D'],
  },
  {
    name: 'OPPO Reno13 5G 256GB',
    brand: 'OPPO',
    description: 'Resistente al agua IP69, carga de 80 W.',
    cents: 54_900,
    operators: ['B'],
  },
  {
    name: 'Honor Magic7 Lite 256GB',
    brand: 'Honor',
    description: 'Batería de 6.600 mAh, pantalla resistente a caídas.',
    cents: 34_990,
    operators: ['D'],
  },
];

export interface DemoSeguro extends DemoPrices {
  key: string;
  operator: TerminalOperator;
  name: string;
  tramo: string;
}

export interface DemoTerminal extends DemoPrices {
  key: string;
  operator: TerminalOperator;
  name: string;
  brand: string;
  description: string;
  /** Units in stock. */
  devices: number;
  seguro: string;
  cents: number;
}

export const seguroKey = (operator: TerminalOperator, name: string) => `${operator}:seguro:${name}`;
export const terminalKey = (operator: TerminalOperator, name: string) => `${operator}:terminal:${name}`;

export function demoSeguros(): DemoSeguro[] {
  return TERMINAL_OPERATORS.flatMap((operator) =>
    SEGUROS.map((seguro) => ({
      key: seguroKey(operator, seguro.name),
      operator,
      name: seguro.name,
      tramo: seguro.tramo,
      price: euros(seguro.cents),
    })),
  );
}

export function demoTerminales(): DemoTerminal[] {
  return MODELS.flatMap((model, index) =>
    model.operators.map((operator) => ({
      key: terminalKey(operator, model.name),
      operator,
      name: model.name,
      brand: model.brand,
      description: model.description,
      devices: 3 + ((index * 7 + operator.charCodeAt(0)) % 25),
      seguro: seguroKey(operator, SEGUROS.find((seguro) => model.cents <= seguro.upToCents)!.name),
      cents: model.cents,
      price: euros(model.cents),
      previousPrice: model.previous?.operators.includes(operator) ? euros(model.previous.cents) : undefined,
    })),
  );
}

export interface DemoInstallment {
  terminal: string;
  type: 'tarifa' | 'adicional';
  object: string;
  initialPrice: string;
  monthPrice: string;
  finalPrice: string;
}

/** Months a terminal is financed over. */
const MONTHS = 24;

/**
 * A terminal financed with a line: the dearer the line, the less paid up front; phones over
 * 900 € leave a final payment (cuota final) of a quarter of their price.
 */
function plan(terminal: DemoTerminal, lineCents: number) {
  const euro = (cents: number) => Math.round(cents / 100) * 100;
  const initial = lineCents >= 5000 ? 0 : euro(terminal.cents * (lineCents >= 3000 ? 0.1 : 0.2));
  const final = terminal.cents >= 90_000 ? euro(terminal.cents / 4) : 0;
  const month = Math.ceil((terminal.cents - initial - final) / MONTHS);
  return { initialPrice: euros(initial), monthPrice: euros(month), finalPrice: euros(final) };
}

/**
 * Every terminal on the postpaid mobile tariffs of the operators that sell it (its own and, for
 * B's, DBL's): consumer tariffs always, business ones for phones from 400 €; phones under 500 €
 * also on an additional unlimited line.
 */
export function demoInstallments(
  terminals: readonly DemoTerminal[],
  tarifas: readonly DemoTarifa[],
): DemoInstallment[] {
  return terminals.flatMap((terminal) => {
    const onTariffs = tarifas
      .filter(
        (tarifa) =>
          tarifa.financesTerminals &&
          FINANCES_TERMINALS_OF[tarifa.operator] === terminal.operator &&
          (tarifa.segment === 'PARTICULAR' || terminal.cents >= 40_000),
      )
      .map((tarifa) => ({
        terminal: terminal.key,
        type: 'tarifa' as const,
        object: tarifa.key,
        ...plan(terminal, tarifa.cents),
      }));
    if (terminal.cents >= 50_000) return onTariffs;
    // An additional line is a cheap line: the most up front.
    const line = adicionalKey(terminal.operator, 'ilimitada');
    return [
      ...onTariffs,
      { terminal: terminal.key, type: 'adicional' as const, object: line, ...plan(terminal, 0) },
    ];
  });
}
