import { writeFileSync } from 'node:fs';

const LETRAS_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NOMBRES = ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Leo', 'Julia', 'Daniel', 'Paula', 'Pablo'];
const APELLIDOS = ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez'];

/** A valid DNI for a number (8 digits and its control letter). */
const dni = (n: number) => `${String(n).padStart(8, '0')}${LETRAS_DNI[n % 23]}`;

/** How many rows of each class `leadListCsv` writes: the dry run must find exactly these. */
export interface LeadListClasses {
  nuevo: number;
  invalido: number;
  repetido: number;
}

/**
 * A Spanish lead list as a CSV a floor would receive (semicolons, its own header names): `total`
 * rows of which a few have a bad DNI or phone and a few repeat an earlier row's phone. Phones and
 * documents are unique to `seed` (a number below 100), so runs never collide.
 */
export function leadListCsv(path: string, seed: number, total: number): LeadListClasses {
  const malos = 10;
  const repetidos = 10;
  const lineas = ['Nombre y apellidos;DNI;Móvil;Código Postal;Población'];
  const telefono = (i: number) => `6${String(seed).padStart(2, '0')}${String(i).padStart(6, '0')}`;
  const base = (seed * 1_000_000 + 10_000_000) % 90_000_000;
  for (let i = 0; i < total; i += 1) {
    const nombre = `${NOMBRES[i % NOMBRES.length]} ${APELLIDOS[i % APELLIDOS.length]} ${i}`;
    if (i < malos / 2) lineas.push(`${nombre};12345678A;${telefono(i)};28013;Madrid`);
    else if (i < malos) lineas.push(`${nombre};${dni(base + i)};12345;28013;Madrid`);
    else if (i >= total - repetidos)
      lineas.push(`${nombre};;${telefono(i - total + repetidos + malos)};28013;Madrid`);
    else lineas.push(`${nombre};${dni(base + i)};${telefono(i)};28013;Madrid`);
  }
  writeFileSync(path, `${lineas.join('\r\n')}\r\n`, 'utf8');
  return { nuevo: total - malos - repetidos, invalido: malos, repetido: repetidos };
}
