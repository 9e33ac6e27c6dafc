import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useState } from 'react';
import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import { OPERADOR_SOLO_NEGOCIOS } from '@ventas/domain/ofertas/quote-oferta';
import { territorioDe } from '@ventas/domain/ofertas/territorios';
import { formatEuros } from '@ventas/domain/money/euro-format';
import type { Operator } from '@ventas/domain/servicios/catalogue-drop-downs';
import { segmentLabel } from '@ventas/domain/servicios/segment-labels';
import type { EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import type { ClienteRecord } from '../../clientes/clientes.public';
import { useSession } from '../../../session/use-session';
import { useOfertaDocumentos } from '../hooks/use-oferta-documentos';
import { useOfertaEditor } from '../hooks/use-oferta-editor';
import { operadorDeTerminales } from '../model/offer-context';
import type { Vuelta } from '../oferta-vuelta';
import { BorradorDialog } from './borrador-dialog';
import { ClienteCard } from './cabecera/cliente-card';
import { ConfiguratorToolbar } from './cabecera/configurator-toolbar';
import { OfertaFieldsCard } from './cabecera/oferta-fields-card';
import { contextoDe } from './declaracion/declaracion-contexto';
import { DeclaracionVentaCard } from './declaracion/declaracion-venta-card';
import { EnviarCorreoDialog } from './envio-correo/enviar-correo-dialog';
import { CatalogoError } from './catalogo-error';
import { OfertaHtmlDialog } from './oferta-html-dialog';
import { PaquetesSection } from './paquetes-section';
import type { PaqueteShared } from './paquete/paquete-card';
import { ResumenPanel } from './resumen/resumen-panel';

interface OfertaEditorProps {
  record: ClienteRecord;
  /** EDIT: the saved offer; null on CREATE. */
  detail: OfertaDetail | null;
  operadores: readonly Operator[];
  grupos: readonly string[];
  /** Whose drafts are kept (the signed-in user); null keeps none. */
  userId: number | null;
  /** Just saved on this screen: say so, and offer the way back. */
  recienGuardada: boolean;
  vuelta: Vuelta;
  onSaved: (ofertaId: number | null) => void;
}

const BLOQUEO =
  'Operador y segmento son los de la tarifa del primer paquete: quite las tarifas para cambiarlos.';

/** The configurator: the customer, the offer's fields, its packages and its live price (issue 13 "Screen"). */
export function OfertaEditor(props: OfertaEditorProps) {
  const { record, detail, operadores, vuelta } = props;
  const editor = useOfertaEditor(props);
  const { form, draft, pricing, catalogo, actions } = editor;
  const documentos = useOfertaDocumentos(detail?.id ?? null);
  const [enviando, setEnviando] = useState(false);
  const territorio = territorioDe(draft.tipoIva);
  const operador = operadores.find((row) => row.codigo === draft.operador);
  const savedById = new Map(detail?.paquetes.map((paquete) => [paquete.id, paquete]));
  const errors = form.formState.errors.root;
  const cambiosSinGuardar = form.formState.isDirty;
  const session = useSession();
  const quien = session.actor && session.user ? { ...session.actor, accountId: session.user.id } : null;

  const shared: PaqueteShared = {
    control: form.control,
    setValue: form.setValue,
    getPaquete: (index) => form.getValues(`paquetes.${index}`),
    catalogo,
    operador: draft.operador,
    terminalOperator: operadorDeTerminales(operadores, draft.operador),
    scope: `de ${operador?.nombre ?? draft.operador} · ${segmentLabel(editor.segmento)}`,
    context: pricing.segment ? { segment: pricing.segment, vatRate: pricing.vatRate } : null,
    territorio: territorio?.value ?? '',
    telefonosCliente: draft.telefonos,
    estadoOferta: detail?.estado ?? null,
    onDuplicate: actions.duplicate,
    onRemove: actions.remove,
  };

  return (
    <Box>
      <ConfiguratorToolbar
        clienteNombre={record.nombre}
        oferta={detail ? { id: detail.id, estado: detail.estado } : null}
        total={pricing.total ? `${formatEuros(pricing.total.during)}/mes` : null}
        cambiosSinGuardar={cambiosSinGuardar}
        saving={editor.saver.saving}
        saved={editor.saver.saved}
        documentos={documentos}
        onEnviarCorreo={() => setEnviando(true)}
        onSave={actions.save}
      />
      {enviando && detail && (
        <EnviarCorreoDialog
          ofertaId={detail.id}
          emailCliente={record.email ?? null}
          onClose={() => setEnviando(false)}
          onEstadoCambiado={(estado) => form.resetField('estado', { defaultValue: estado })}
        />
      )}
      {props.recienGuardada && detail && !cambiosSinGuardar && (
        <Alert
          severity="success"
          // Announced politely: the snackbar already said it was saved.
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={vuelta.to}>
              {vuelta.label}
            </Button>
          }
        >
          {`Oferta n.º ${detail.id} guardada: puede verla o descargarla en PDF.`}
        </Alert>
      )}
      {catalogo.failed && <CatalogoError onRetry={catalogo.retry} />}
      {errors?.oferta?.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.oferta.message}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <ClienteCard record={record} control={form.control} telefonoQuitado={editor.telefonoQuitado} />
          <OfertaFieldsCard
            control={form.control}
            setValue={form.setValue}
            operadores={operadores}
            bloqueo={draft.paquetes.some((paquete) => paquete.tarifa !== null) ? BLOQUEO : null}
            soloNegocios={draft.operador === OPERADOR_SOLO_NEGOCIOS}
            estadoGuardado={detail ? (detail.estado as EstadoOfertaId) : null}
            declaracion={detail && quien ? { quien, contexto: contextoDe(detail) } : null}
          />
          {detail && (
            <DeclaracionVentaCard
              detail={detail}
              onEstadoCambiado={(estado) => form.resetField('estado', { defaultValue: estado })}
            />
          )}
          <PaquetesSection
            keys={editor.paquetes.fields.map((field) => field.id)}
            saved={draft.paquetes.map((p) => (p.paqueteId === null ? undefined : savedById.get(p.paqueteId)))}
            pricing={pricing.paquetes}
            shared={shared}
            error={errors?.paquetes?.message}
            onAdd={actions.add}
            addRef={editor.addRef}
          />
        </Stack>
        <Box>
          <ResumenPanel
            control={form.control}
            pricing={pricing}
            territorio={territorio?.label ?? ''}
            cotizadaEl={detail ? (detail.cotizadaEl ?? detail.updated_on) : null}
            detail={detail}
          />
        </Box>
      </Box>
      {editor.borrador.pendiente && (
        <BorradorDialog
          {...editor.borrador.pendiente}
          onRecuperar={editor.borrador.recuperar}
          onDescartar={editor.borrador.descartar}
        />
      )}
      {documentos.html !== null && detail && (
        <OfertaHtmlDialog ofertaId={detail.id} html={documentos.html} onClose={documentos.cerrar} />
      )}
    </Box>
  );
}
