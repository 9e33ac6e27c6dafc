import type { ReactNode } from 'react';
import { CatalogueTab, type CatalogueAccess } from '../components/catalogue-tab';
import { ADICIONALES_TABLE } from '../tables/adicionales/adicionales.table';
import { GESTION_TABLE } from '../tables/gestion/gestion.table';
import { ORIGENES_TABLE } from '../tables/nombre/origenes.table';
import { TIPOS_OBJETIVO_TABLE } from '../tables/nombre/tipos-objetivo.table';
import { PROMOCIONES_TABLE } from '../tables/promociones/promociones.table';
import { SEGUROS_TABLE } from '../tables/seguros/seguros.table';
import { SVA_TABLE } from '../tables/sva/sva.table';
import { TARIFAS_TABLE } from '../tables/tarifas/tarifas.table';

/** One catalogue tab of /ManagementBase: its `?tab=` value, its label and its body. */
export interface CatalogueTabEntry {
  key: string;
  label: string;
  render: (access: CatalogueAccess) => ReactNode;
}

// Each table is a different row type, so each tab renders its own typed CatalogueTab.
export const CATALOGUE_TABS: readonly CatalogueTabEntry[] = [
  {
    key: 'tarifas',
    label: 'Tarifas',
    render: (access) => <CatalogueTab {...access} table={TARIFAS_TABLE} />,
  },
  {
    key: 'adicionales',
    label: 'Adicionales',
    render: (access) => <CatalogueTab {...access} table={ADICIONALES_TABLE} />,
  },
  { key: 'sva', label: 'SVA', render: (access) => <CatalogueTab {...access} table={SVA_TABLE} /> },
  {
    key: 'promociones',
    label: 'Promociones',
    render: (access) => <CatalogueTab {...access} table={PROMOCIONES_TABLE} />,
  },
  {
    key: 'gestion',
    label: 'Gestiones',
    render: (access) => <CatalogueTab {...access} table={GESTION_TABLE} />,
  },
  {
    key: 'origenesbd',
    label: 'Orígenes BD',
    render: (access) => <CatalogueTab {...access} table={ORIGENES_TABLE} />,
  },
  {
    key: 'seguros',
    label: 'Seguros',
    render: (access) => <CatalogueTab {...access} table={SEGUROS_TABLE} />,
  },
  {
    key: 'tipoobjetivo',
    label: 'Tipo de Objetivo',
    render: (access) => <CatalogueTab {...access} table={TIPOS_OBJETIVO_TABLE} />,
  },
];
