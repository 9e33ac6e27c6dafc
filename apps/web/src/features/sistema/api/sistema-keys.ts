/** Query keys of the platform's registry; a write invalidates the key of what it changed. */
export const sistemaKeys = {
  grupos: ['sistema', 'grupos'] as const,
  permisos: ['sistema', 'permisos'] as const,
  distribuidores: ['sistema', 'distribuidores'] as const,
};
