import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { ItemNouns } from '../../../components/paged-grid/count-label';
import type { ListHeaderControls } from '../../../components/paged-grid/paged-list';
import { PagedListHeader } from '../../../components/paged-grid/paged-list-header';

interface CatalogueHeaderProps {
  controls: ListHeaderControls;
  /** The screen's title (Dispositivos), or nothing when the tab names it (Administración). */
  title?: ReactNode;
  items: ItemNouns;
  hasFilters: boolean;
  /** Controls of the screen's own (the devices' "show inactive" switch). */
  extra?: ReactNode;
  onImport?: () => void;
  /** 'Nueva tarifa'; absent for a reader (Manager). */
  createLabel?: string;
  onCreate?: () => void;
}

/** A catalogue list's count and buttons: filters, export, import and add. */
export function CatalogueHeader(props: CatalogueHeaderProps) {
  const { onImport, onCreate, createLabel } = props;
  return (
    <PagedListHeader
      controls={props.controls}
      items={props.items}
      title={props.title}
      hasFilters={props.hasFilters}
      leading={props.extra}
      create={onCreate && createLabel !== undefined ? { label: createLabel, onClick: onCreate } : undefined}
    >
      {onImport && (
        <Button variant="outlined" startIcon={<FileUploadIcon />} onClick={onImport}>
          Importar
        </Button>
      )}
    </PagedListHeader>
  );
}
