import type { ReactNode } from 'react';
import { CatalogueTab } from '../components/catalogue-tab';
import { ADICIONALES_TABLE } from '../tables/adicionales/adicionales.table';
import { GESTION_TABLE } from '../tables/gestion/gestion.table';
import { ORIGENES_TABLE } from '../tables/nombre/origenes.table';
import { TIPOS_OBJETIVO_TABLE } from '../tables/nombre/tipos-objetivo.table';
import { PROMOCIONES_TABLE } from '../tables/promociones/promociones.table';
import { SEGUROS_TABLE } from '../tables/seguros/seguros.table';
import { SVA_TABLE } from '../tables/sva/sva.table';
import { TARIFAS_TABLE } from '../tables/tarifas/tarifas.table';

/** One tab of /ManagementBase: its `?tab=` value, its label and its body. */
export interface AdministracionTab {
  key: string;
  label: string;
  render: (canWrite: boolean) => ReactNode;
}

// Each table is a different row type, so each tab renders its own typed CatalogueTab.
export const ADMINISTRACION_TABS: readonly AdministracionTab[] = [
  {
    key: 'tarifas',
    label: 'Tarifas',
    render: (canWrite) => <CatalogueTab table={TARIFAS_TABLE} canWrite={canWrite} />,
  },
  {
    key: 'adicionales',
    label: 'Adicionales',
    render: (canWrite) => <CatalogueTab table={ADICIONALES_TABLE} canWrite={canWrite} />,
  },
  { key: 'sva', label: 'SVA', render: (canWrite) => <CatalogueTab table={SVA_TABLE} canWrite={canWrite} /> },
  {
    key: 'promociones',
    label: 'Promociones',
    render: (canWrite) => <CatalogueTab table={PROMOCIONES_TABLE} canWrite={canWrite} />,
  },
  {
    key: 'gestion',
    label: 'Gestiones',
    render: (canWrite) => <CatalogueTab table={GESTION_TABLE} canWrite={canWrite} />,
  },
  {
    key: 'origenesbd',
    label: 'Orígenes BD',
    render: (canWrite) => <CatalogueTab table={ORIGENES_TABLE} canWrite={canWrite} />,
  },
  {
    key: 'seguros',
    label: 'Seguros',
    render: (canWrite) => <CatalogueTab table={SEGUROS_TABLE} canWrite={canWrite} />,
  },
  {
    key: 'tipoobjetivo',
    label: 'Tipo de Objetivo',
    render: (canWrite) => <CatalogueTab table={TIPOS_OBJETIVO_TABLE} canWrite={canWrite} />,
  },
];

/** The tab a `?tab=` value names, or the first (Tarifas) for none or an unknown one. */
export function tabOf(value: string | null): AdministracionTab {
  return ADMINISTRACION_TABS.find((tab) => tab.key === value) ?? ADMINISTRACION_TABS[0]!;
}
