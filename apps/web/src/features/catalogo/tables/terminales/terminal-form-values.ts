import type { z } from 'zod';
import type { Terminal, TerminalForm, terminalFormSchema } from '@ventas/domain/servicios/terminal-contract';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { amountInput, amountText, asText, numberOrNull, textOrNull } from '../../forms/form-values';

/** SPEC §3 Device as edited; `seguro` is the insurance's id as text ('' for none). */
export type TerminalValues = FormTextValues<z.input<typeof terminalFormSchema>>;

export const emptyTerminal = (): TerminalValues => ({
  name: '',
  brand: '',
  description: '',
  page_url: '',
  seguro: '',
  price: '',
  devices: '',
  is_active: true,
  operator: '',
});

export const terminalValues = (row: Terminal): TerminalValues => ({
  name: row.name,
  brand: asText(row.brand),
  description: asText(row.description),
  page_url: asText(row.page_url),
  seguro: asText(row.seguro),
  price: amountText(row.price),
  devices: asText(row.devices),
  is_active: row.is_active,
  operator: row.operator,
});

export const terminalInput = (values: TerminalValues): Record<keyof TerminalForm, unknown> => ({
  name: values.name,
  brand: textOrNull(values.brand),
  description: textOrNull(values.description),
  page_url: textOrNull(values.page_url),
  seguro: numberOrNull(values.seguro),
  price: amountInput(values.price),
  devices: numberOrNull(values.devices),
  is_active: values.is_active,
  operator: values.operator,
});
