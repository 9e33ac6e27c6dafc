import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import type { SeguimientoVista } from '@ventas/domain/proveedores/proveedores-contract';
import type { RangoSeguimiento } from '../model/rango-seguimiento';
import { PESTANAS_SEGUIMIENTO } from '../model/seguimiento-tabs';
import { VistaGrafico } from './vista-grafico';
import { VistaTable } from './vista-table';

const PANEL_ID = 'panel-seguimiento-ofertas';

/**
 * The offers tracking's views, one tab each; only the open tab is mounted, so each view is asked
 * for when it is opened (and again for other dates). The tab is screen state, not the URL: a
 * reload goes through the access wait anyway (decision seguimiento-2).
 */
export function SeguimientoTabs({ slug, rango }: { slug: string; rango: RangoSeguimiento }) {
  const [vista, setVista] = useState<SeguimientoVista>(PESTANAS_SEGUIMIENTO[0]!.vista);
  const pestana = PESTANAS_SEGUIMIENTO.find((p) => p.vista === vista)!;
  return (
    <Box>
      <Tabs
        value={vista}
        onChange={(_event, valor: SeguimientoVista) => setVista(valor)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Vistas del seguimiento de ofertas"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {PESTANAS_SEGUIMIENTO.map((p) => (
          <Tab
            key={p.vista}
            value={p.vista}
            label={p.etiqueta}
            id={`tab-${p.vista}`}
            aria-controls={PANEL_ID}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`tab-${vista}`} key={vista}>
        {pestana.forma === 'grafico' ? (
          <VistaGrafico slug={slug} rango={rango} />
        ) : (
          <VistaTable slug={slug} rango={rango} pestana={pestana} />
        )}
      </Box>
    </Box>
  );
}
