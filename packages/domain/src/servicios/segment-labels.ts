import { labelOfCode } from '../labels/code-label';
import type { SEGMENTS } from './catalogue-fields';

/**
 * SPEC §3 segments (PARTICULAR or NEGOCIOS) as every screen, select and file writes them: the
 * catalogue, the offer, the customer's contracts and the exports. The codes stay what the API
 * sends and stores; only their reading changes.
 */
export const SEGMENT_LABELS: Readonly<Record<(typeof SEGMENTS)[number], string>> = {
  PARTICULAR: 'Particular',
  NEGOCIOS: 'Negocios',
};

/**
 * A segment's label. A tenant's option list may name a segment of its own ('AUTONOMOS' reads
 * 'Autonomos'), and a label that is already text ('Pymes') is kept as it is.
 */
export const segmentLabel = labelOfCode(SEGMENT_LABELS);
