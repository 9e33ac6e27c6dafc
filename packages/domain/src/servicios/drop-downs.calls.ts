import { defineCall } from '../http/api-call';
import { badRequestSchema } from '../http/error-contract';
import { API_ACCESS } from '../permissions/api-rules';
import {
  deviceOptionsSchema,
  dropDownQuerySchema,
  operatorsSchema,
  tariffLinesOptionsSchema,
} from './catalogue-drop-downs';

/** The catalogue's drop-downs for every role: operators, an operator's terminals, tariffs and lines. */
export const dropDownsCalls = {
  /** The tenant's operators (data, decision 64). */
  operadores: defineCall({
    method: 'GET',
    path: '/api/servicios/operadores/',
    access: API_ACCESS.anyRole,
    response: operatorsSchema,
  }),
  /** An operator's active terminals; B's for DBL (SPEC §9), each with its own operator. */
  dispositivos: defineCall({
    method: 'GET',
    path: '/api/servicios/available-device-drop-down/',
    access: API_ACCESS.anyRole,
    query: dropDownQuerySchema,
    response: deviceOptionsSchema,
    errors: { 400: badRequestSchema },
  }),
  tarifasYLineas: defineCall({
    method: 'GET',
    path: '/api/servicios/tariff-adicionales-drop-down/',
    access: API_ACCESS.anyRole,
    query: dropDownQuerySchema,
    response: tariffLinesOptionsSchema,
    errors: { 400: badRequestSchema },
  }),
  /** The same, with the SVAs among the lines. */
  tarifasLineasYSvas: defineCall({
    method: 'GET',
    path: '/api/servicios/tariff-adicionales-sva-drop-down/',
    access: API_ACCESS.anyRole,
    query: dropDownQuerySchema,
    response: tariffLinesOptionsSchema,
    errors: { 400: badRequestSchema },
  }),
};
