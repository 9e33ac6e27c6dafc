import { describe, expect, it } from 'vitest';
import { cleanIneName } from './clean-ine-name';

describe('cleanIneName', () => {
  it.each([
    // Municipality form: ", Article" at the end.
    ['Pobla de Massaluca, La', 'La Pobla de Massaluca'],
    ["Hospitalet de Llobregat, L'", "L'Hospitalet de Llobregat"],
    ["Alcora, l'", "L'Alcora"],
    ['Coruña, A', 'A Coruña'],
    ['Grove, O', 'O Grove'],
    ['Blancos, Os', 'Os Blancos'],
    ['Pontes de García Rodríguez, As', 'As Pontes de García Rodríguez'],
    ['Rozas de Madrid, Las', 'Las Rozas de Madrid'],
    ['Barrios, Los', 'Los Barrios'],
    ['Campello, el', 'El Campello'],
    ['Garidells, Els', 'Els Garidells'],
    ['Borges Blanques, Les', 'Les Borges Blanques'],
    ['Mercadal, Es', 'Es Mercadal'],
    ['Pobla, Sa', 'Sa Pobla'],
    ['Salines, Ses', 'Ses Salines'],
    // Bilingual names: the article goes with its own part.
    ['Pinós, el/Pinoso', 'El Pinós/Pinoso'],
    ['Villajoyosa/Vila Joiosa, la', 'Villajoyosa/La Vila Joiosa'],
    ["Lorcha/Orxa, l'", "Lorcha/L'Orxa"],
    // A comma that is part of the name stays.
    ["Cruïlles, Monells i Sant Sadurní de l'Heura", "Cruïlles, Monells i Sant Sadurní de l'Heura"],
    ['Saus, Camallera i Llampaies', 'Saus, Camallera i Llampaies'],
    // Locality form: "(Article)" after the noun.
    ['Abadals (Els)', 'Els Abadals'],
    ["Abadía (L')", "L'Abadía"],
    ["Arenal (S')", "S'Arenal"],
    ['Abeleira de Bocixa (A)', 'A Abeleira de Bocixa'],
    ['Bosc (Eth)', 'Eth Bosc'],
    ['Abades (Los) Y Las Norias', 'Los Abades Y Las Norias'],
    ['Creu (La)-Angels (Els)', 'La Creu-Els Angels'],
    ['Amial (O) E Charco (O)', 'O Amial E O Charco'],
    ["Entregu (L')/Entrego (El)", "L'Entregu/El Entrego"],
    ['Abusu/Peña (La)', 'Abusu/La Peña'],
    ["Amunt (L') (Barri)", "L'Amunt (Barri)"],
    ['Vados(Los)', 'Los Vados'],
    ['Riberal, (El)', 'El Riberal'],
    ['Coveliñas (Diseminado)', 'Coveliñas (Diseminado)'],
    ['Casillas (Lugar De) O Erm', 'Casillas (Lugar De) O Erm'],
    // Names INE cut at 25 characters lose the unfinished bracket.
    ['Laxe (A', 'Laxe'],
    ['Can Volart (Poligon Indus', 'Can Volart'],
    ['Berrocal (El)-Retamar (El', 'El Berrocal-Retamar'],
    // Names with nothing to move stay as they are.
    ['Madrid', 'Madrid'],
    ['  Vitoria-Gasteiz ', 'Vitoria-Gasteiz'],
    ['Fuente El Sauz', 'Fuente El Sauz'],
  ])('shows %j as %j', (name, expected) => {
    expect(cleanIneName(name)).toBe(expected);
  });
});
