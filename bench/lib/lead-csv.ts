/**
 * A lead list as a telemarketing floor receives one: a CSV (`;`, as Spanish Excel saves it) of
 * believable Spanish people, with the rows every import meets: people the tenant already has,
 * people listed twice, rows with a bad document, phone or postal code, and phones on the
 * do-not-call list. Each kind is planned, so the dry run's totals can be checked against it.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { validateDocumento } from '@ventas/domain/validators/documento';
import { type Database } from '../../apps/api/src/db/database';
import { rowsOf } from './bench-rows';
import { APELLIDOS, DOMINIOS_EMAIL, NOMBRES, NOMBRES_VIA, NOTAS_CLIENTE, TIPOS_VIA } from './spanish-data';

/** The file's columns in the order written, with the field each one maps to (1-based). */
export const LEAD_COLUMNS = [
  ['Teléfono móvil', 'telefono'],
  ['Nombre y apellidos', 'nombre'],
  ['DNI/NIE', 'documento'],
  ['Correo electrónico', 'email'],
  ['Dirección', 'direccion'],
  ['C.P.', 'cp'],
  ['Población', 'localidad'],
  ['Teléfono fijo', 'telefono'],
  ['Observaciones', 'notas'],
] as const;

export const leadMapping = (): Record<string, string> =>
  Object.fromEntries(LEAD_COLUMNS.map(([, campo], i) => [String(i + 1), campo]));

export interface LeadPlan {
  rows: number;
  nuevo: number;
  duplicado: number;
  repetido: number;
  invalido: number;
  no_llamar: number;
}

export interface LeadFile {
  csv: Buffer;
  plan: LeadPlan;
  /** Phones this run puts on the do-not-call list before the upload (removed afterwards). */
  noLlamar: string[];
}

/** A small seeded PRNG (mulberry32): the same file on every run with the same seed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX = 'XYZ';

function postalCodes(): Array<{ cp: string; localidad: string }> {
  const file = new URL('../../apps/api/src/features/localidades/data/codigos-postales.json', import.meta.url);
  const directory = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Array<{ municipio: string }>>;
  return Object.entries(directory).flatMap(([cp, list]) =>
    list[0] ? [{ cp, localidad: list[0].municipio }] : [],
  );
}

/** RFC 4180 quoting: a field with the separator, a quote or a line break is quoted. */
const field = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

interface Existing {
  nombre: string;
  documento: string | null;
  telefono: string;
}

/** Phones and documents the tenant already holds (a new person must not match one by chance). */
async function takenValues(
  database: Database,
  tenantId: number,
): Promise<{ phones: Set<string>; docs: Set<string> }> {
  const phones = rowsOf<{ t: string }>(
    await database.owner.execute(
      sql`SELECT telefono AS t FROM telefonos_cliente WHERE tenant_id = ${tenantId}`,
    ),
  );
  const nl = rowsOf<{ t: string }>(
    await database.owner.execute(sql`SELECT telefono AS t FROM no_llamar WHERE tenant_id = ${tenantId}`),
  );
  const docs = rowsOf<{ t: string }>(
    await database.owner.execute(
      sql`SELECT documento AS t FROM clientes WHERE tenant_id = ${tenantId} AND documento IS NOT NULL`,
    ),
  );
  return { phones: new Set([...phones, ...nl].map((r) => r.t)), docs: new Set(docs.map((r) => r.t)) };
}

/** `count` customers of the tenant with a document and a phone, spread over its ids. */
async function existingCustomers(database: Database, tenantId: number, count: number): Promise<Existing[]> {
  return rowsOf<Existing>(
    await database.owner.execute(sql`
      SELECT c.nombre, c.documento, t.telefono
      FROM clientes c
      JOIN LATERAL (SELECT telefono FROM telefonos_cliente t
                    WHERE t.tenant_id = c.tenant_id AND t.cliente_id = c.id ORDER BY orden, id LIMIT 1) t ON true
      WHERE c.tenant_id = ${tenantId} AND c.documento IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM no_llamar nl WHERE nl.tenant_id = c.tenant_id AND nl.telefono = t.telefono)
      ORDER BY md5(c.id::text) LIMIT ${count}`),
  );
}

export async function buildLeadFile(
  database: Database,
  tenantId: number,
  options: {
    rows: number;
    seed: number;
    shares: { duplicado: number; repetido: number; invalido: number; no_llamar: number };
  },
): Promise<LeadFile> {
  const random = prng(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // Skewed towards the head of the list, as real surnames are (García common, Rojas rare).
  const skewed = <T>(list: readonly T[]): T => list[Math.floor(random() * random() * list.length)]!;
  const digits = (n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, '0');
  const codes = postalCodes();
  const { phones: taken, docs: takenDocs } = await takenValues(database, tenantId);

  const plan: LeadPlan = {
    rows: options.rows,
    nuevo: 0,
    duplicado: 0,
    repetido: 0,
    invalido: 0,
    no_llamar: 0,
  };
  const count = (share: number) => Math.round(options.rows * share);
  plan.duplicado = count(options.shares.duplicado);
  plan.repetido = count(options.shares.repetido);
  plan.invalido = count(options.shares.invalido);
  plan.no_llamar = count(options.shares.no_llamar);
  plan.nuevo = options.rows - plan.duplicado - plan.repetido - plan.invalido - plan.no_llamar;

  const newPhone = (prefixes: string): string => {
    for (;;) {
      const phone = `${pick([...prefixes])}${digits(8)}`;
      if (!taken.has(phone)) {
        taken.add(phone);
        return phone;
      }
    }
  };
  const newDocumento = (): string => {
    for (;;) {
      const nie = random() < 0.15;
      const number = nie ? Number(digits(7)) : Number(digits(8));
      const prefix = nie ? pick([...NIE_PREFIX]) : '';
      const value = nie ? NIE_PREFIX.indexOf(prefix) * 10_000_000 + number : number;
      const doc = `${prefix}${nie ? String(number).padStart(7, '0') : String(number).padStart(8, '0')}${DNI_LETTERS[value % 23]}`;
      if (!takenDocs.has(doc)) {
        takenDocs.add(doc);
        return doc;
      }
    }
  };
  /** How agents and sellers of lists write a phone: bare, spaced, with +34. */
  const written = (phone: string) =>
    pick([
      phone,
      phone,
      `${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5, 7)} ${phone.slice(7)}`,
      `+34 ${phone}`,
      `${phone.slice(0, 3)}.${phone.slice(3, 6)}.${phone.slice(6)}`,
    ]);

  interface Person {
    nombre: string;
    documento: string;
    movil: string;
    fijo: string;
    email: string;
    direccion: string;
    cp: string;
    localidad: string;
    notas: string;
  }
  const person = (): Person => {
    const nombre = skewed(NOMBRES);
    const ap1 = skewed(APELLIDOS);
    const ap2 = skewed(APELLIDOS);
    const place = pick(codes);
    const ascii = (text: string) =>
      text
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z]/g, '');
    return {
      nombre: `${nombre} ${ap1} ${ap2}`,
      documento: newDocumento(),
      movil: newPhone('67'),
      fijo: random() < 0.3 ? newPhone('9') : '',
      email:
        random() < 0.6
          ? `${ascii(nombre)}.${ascii(ap1)}${Math.floor(random() * 100)}@${pick(DOMINIOS_EMAIL)}`
          : '',
      direccion: `${pick(TIPOS_VIA)} ${pick(NOMBRES_VIA)}, ${1 + Math.floor(random() * 140)}`,
      cp: place.cp,
      localidad: place.localidad,
      notas: random() < 0.2 ? pick(NOTAS_CLIENTE) : '',
    };
  };
  const line = (p: Person) =>
    [written(p.movil), p.nombre, p.documento, p.email, p.direccion, p.cp, p.localidad, p.fijo, p.notas]
      .map(field)
      .join(';');

  const lines: string[] = [];
  const firsts: Person[] = [];
  for (let i = 0; i < plan.nuevo; i++) {
    const p = person();
    firsts.push(p);
    lines.push(line(p));
  }
  // The tenant's own customers again, as another list seller has them (other address and notes).
  for (const c of await existingCustomers(database, tenantId, plan.duplicado)) {
    lines.push(
      line({ ...person(), nombre: c.nombre, documento: c.documento ?? '', movil: c.telefono, fijo: '' }),
    );
  }
  if (lines.length !== plan.nuevo + plan.duplicado)
    throw new Error('not enough existing customers to repeat');
  // The same person twice in the file, written differently the second time.
  for (let i = 0; i < plan.repetido; i++) {
    const p = firsts[Math.floor(random() * firsts.length)]!;
    lines.push(line({ ...p, nombre: p.nombre.toUpperCase(), email: '', notas: 'Repetido en la lista' }));
  }
  // One fault each: a DNI with the wrong letter, a phone one digit short, a postal code that does not exist.
  for (let i = 0; i < plan.invalido; i++) {
    const p = person();
    const fault = i % 3;
    if (fault === 0) {
      const good = p.documento.at(-1)!;
      const bad = DNI_LETTERS[(DNI_LETTERS.indexOf(good) + 1) % 23]!;
      const doc = `${p.documento.slice(0, -1)}${bad}`;
      if (validateDocumento('DNI', doc).ok || validateDocumento('NIE', doc).ok)
        throw new Error(`${doc} is valid`);
      p.documento = doc;
    } else if (fault === 1) {
      p.movil = p.movil.slice(0, 8);
      p.fijo = '';
    } else p.cp = '00000';
    lines.push(line(p));
  }
  const noLlamar: string[] = [];
  for (let i = 0; i < plan.no_llamar; i++) {
    const p = { ...person(), fijo: '' };
    noLlamar.push(p.movil);
    lines.push(line(p));
  }
  // A list is not sorted by kind: shuffle (Fisher–Yates), keeping each repeat after its first.
  const body = lines.slice(0, plan.nuevo + plan.duplicado);
  for (let i = body.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [body[i], body[j]] = [body[j]!, body[i]!];
  }
  const tail = lines.slice(plan.nuevo + plan.duplicado);
  for (let i = tail.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tail[i], tail[j]] = [tail[j]!, tail[i]!];
  }
  const header = LEAD_COLUMNS.map(([cabecera]) => field(cabecera)).join(';');
  const csv = Buffer.from(`${[header, ...body, ...tail].join('\r\n')}\r\n`, 'utf8');
  return { csv, plan, noLlamar };
}
