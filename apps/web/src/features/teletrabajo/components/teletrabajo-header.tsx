import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Typography from '@mui/material/Typography';
import { PagedListHeader } from '../../../components/paged-grid/paged-list-header';
import { RecursosBoton } from '../../operador/operador.public';
import { VistasGuardadasButton } from '../../vistas/vistas.public';
import { CLIENTES_LIST } from '../clientes-list';

interface TeletrabajoHeaderProps {
  count: number | undefined;
  /** False when the API estimated a large count (docs/decisions/). */
  countExact: boolean;
  activeFilters: number;
  exporting: boolean;
  onOpenFilters: () => void;
  onExport: () => void;
  onCreate: () => void;
}

/** The telework list's heading, count and buttons: filters, export, saved views and add. */
export function TeletrabajoHeader(props: TeletrabajoHeaderProps) {
  const { onOpenFilters, onExport, onCreate, ...counts } = props;
  return (
    <PagedListHeader
      controls={{ ...counts, openFilters: onOpenFilters, startExport: onExport }}
      items={CLIENTES_LIST.texts.items}
      title={
        <Typography variant="h5" component="h1">
          Teletrabajo
        </Typography>
      }
      create={{
        label: 'Nuevo cliente',
        shortLabel: 'Nuevo',
        icon: <PersonAddIcon />,
        onClick: onCreate,
      }}
    >
      <VistasGuardadasButton pantalla="teletrabajo" />
      {/* Issue 18: provider B's resources and releases (shows only where the distributor has it). */}
      <RecursosBoton />
    </PagedListHeader>
  );
}
