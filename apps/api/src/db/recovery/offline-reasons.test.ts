import { describe, expect, it } from 'vitest';
import { migrationHeader, offlineReasons } from './previous-release.test-support';

const OLD = new Set(['clientes', 'paquetes']);

describe('what in a migration may stop the previous version from serving', () => {
  it.each([
    ['CREATE INDEX "x" ON "clientes" USING btree ("tenant_id")', ['an index built over "clientes"']],
    ['CREATE UNIQUE INDEX IF NOT EXISTS x ON public.paquetes (id)', ['an index built over paquetes']],
    ['CREATE TABLE nueva (id int);\nCREATE INDEX x ON nueva (id)', []],
    ['ALTER TABLE clientes ADD COLUMN nota text', []],
    ['ALTER TABLE "clientes" ADD COLUMN "n" smallint DEFAULT 0 NOT NULL', []],
    [
      'ALTER TABLE clientes ADD COLUMN n integer NOT NULL',
      ['a NOT NULL column without a default on clientes'],
    ],
    [
      'ALTER TABLE clientes ALTER COLUMN nombre SET NOT NULL',
      ['a column type or NOT NULL change on clientes'],
    ],
    ['ALTER TABLE clientes ADD CONSTRAINT c CHECK (id > 0) NOT VALID', []],
    [
      'ALTER TABLE clientes ADD CONSTRAINT c CHECK (id > 0)',
      ['a constraint checked over every row on clientes'],
    ],
    ["UPDATE paquetes SET estado = 'X' WHERE estado IS NULL", ['a back-fill of paquetes']],
    [
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE clientes SET n = 1; END $$',
      [],
    ],
    ['-- UPDATE clientes, in a comment\nSELECT 1', []],
    ['DROP FUNCTION app_clientes_records(integer, integer[])', ['DROP FUNCTION']],
    ['ALTER TABLE clientes RENAME COLUMN nombre TO nombre_completo', ['RENAME']],
    ['SELECT app_fill_clientes_terminos();', ['a fill from existing rows']],
  ])('%s', (text, reasons) => {
    expect(offlineReasons(text, OLD)).toEqual(reasons);
  });
});

describe('a migration’s header', () => {
  it('is its comment lines before the first statement', () => {
    expect(migrationHeader('-- one\n-- two\nCREATE TABLE t ();\n-- later')).toBe('-- one\n-- two');
  });
});
