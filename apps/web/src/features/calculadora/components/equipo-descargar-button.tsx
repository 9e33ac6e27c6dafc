import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { descargarCalculadoraXlsx } from '../api/equipo-xlsx';

/** SPEC §7 download-xlsx-calculadora: the team's month as xlsx (Manager and above). */
export function EquipoDescargarButton({ mes }: { mes: Mes }) {
  const snackbar = useSnackbar();
  const [ocupado, setOcupado] = useState(false);
  const descargar = async () => {
    setOcupado(true);
    try {
      await descargarCalculadoraXlsx(mes);
    } catch (error) {
      snackbar.showError('No se pudo descargar el Excel de la calculadora', error);
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Button startIcon={<FileDownloadIcon />} disabled={ocupado} onClick={() => void descargar()}>
      {ocupado ? 'Descargando…' : 'Descargar Excel'}
    </Button>
  );
}
