import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { MENSAJES_COBERTURA } from '../cobertura-messages';
import { lineaDeCobertura, notasConLinea, type TecnologiaUsada } from '../model/linea-cobertura';
import { CoberturaBoton } from './cobertura-boton';

export interface CoberturaParaOfertaProps {
  direccion: string | null;
  cp: string | null;
  localidad: string | null;
  /** The offer's notes as they are now. */
  notas: string;
  onNotasChange: (notas: string) => void;
}

/**
 * The offer configurator's "Cobertura": a technology used from the dialog becomes one more line
 * of the offer's notes (decision cobertura-1), announced with a success snackbar.
 */
export function CoberturaParaOferta({ notas, onNotasChange, ...direccion }: CoberturaParaOfertaProps) {
  const snackbar = useSnackbar();
  const usar = (usada: TecnologiaUsada) => {
    onNotasChange(notasConLinea(notas, lineaDeCobertura(usada)));
    snackbar.showSuccess(MENSAJES_COBERTURA.coberturaAnadida);
  };
  return <CoberturaBoton {...direccion} onUsarTecnologia={usar} />;
}
