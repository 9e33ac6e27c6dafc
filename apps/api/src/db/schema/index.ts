// The schema drizzle-kit reads; application code imports the table files directly.
export * from './tenancy';
export * from './accounts';
export * from './jobs';
export * from './catalogos';
export * from './comunicados';
export * from './clientes';
export * from './atenciones';
export * from './servicios';
export * from './calculadora';
export * from './calendario';
export * from './cierres';
export * from './vistas';
export * from './personas';
export * from './tiendas';
export * from './proteccion-datos';
export * from './auditoria';
export * from './importaciones';
