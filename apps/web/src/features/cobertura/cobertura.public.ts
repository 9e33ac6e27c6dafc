// Issue 18: the coverage dialogs (provider B by address and by postal code, provider C's form),
// opened from the customer dialog and the offer configurator.

// The "Cobertura" button and its dialog; absent when the distributor has neither provider B nor C.
export { CoberturaBoton, type CoberturaBotonProps } from './components/cobertura-boton';
// The configurator's button: a covered technology becomes a line of the offer's notes.
export { CoberturaParaOferta, type CoberturaParaOfertaProps } from './components/cobertura-para-oferta';
// What "Usar en la oferta" hands over.
export type { TecnologiaUsada } from './model/linea-cobertura';
