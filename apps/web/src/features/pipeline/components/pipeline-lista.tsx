import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { defineFilters } from '@ventas/domain/http/list-filters';
import { PIPELINE_PAGING } from '@ventas/domain/ofertas/pipeline-contract';
import { defineList } from '../../../components/paged-grid/list-declaration';
import { PagedList } from '../../../components/paged-grid/paged-list';
import { PagedListHeader } from '../../../components/paged-grid/paged-list-header';
import { pipelineListaQuery, startPipelineExport } from '../api/pipeline-lista-queries';
import { ofertaDeFila, pipelineListaColumns } from './pipeline-lista-columns';

/** The board's bar holds the filters: the list declares none of its own (no panel, no chips). */
const SIN_FILTROS_PROPIOS = defineFilters({});
const SIN_OPCIONES = { options: () => null, label: () => undefined };
const OFERTAS = { one: 'oferta', other: 'ofertas' };

/** The list under the board's filters: pages, order and export ask with them. */
const listaDeOfertas = (filtros: Record<string, string>) =>
  defineList({
    filters: SIN_FILTROS_PROPIOS,
    paging: PIPELINE_PAGING,
    pageQuery: (query) => pipelineListaQuery(filtros, query),
    startExport: (query) => startPipelineExport(filtros, query),
    texts: {
      gridLabel: 'Ofertas',
      items: OFERTAS,
      empty: 'No hay ofertas con estos filtros',
      emptyFiltered: 'No hay ofertas con estos filtros',
      loadFailed: 'No se han podido cargar las ofertas.',
    },
  });

/**
 * The pipeline's offers as a list (issue 31 §2): every status, the board's filters (`filtros`, as
 * the board asks the API), paged and ordered in the URL, exported to xlsx through a job.
 */
export function PipelineLista({ filtros }: { filtros: Record<string, string> }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const volver = `${pathname}${search}`;
  const list = useMemo(() => listaDeOfertas(filtros), [filtros]);
  const columns = useMemo(() => pipelineListaColumns(volver), [volver]);
  return (
    <PagedList
      list={list}
      columns={columns}
      filterOptions={SIN_OPCIONES}
      onOpen={(row) => void navigate(ofertaDeFila(row, volver))}
      header={(controls) => <PagedListHeader controls={controls} items={OFERTAS} hasFilters={false} />}
    />
  );
}
