// Issue 18: the coverage dialogs (provider B by address and by postal code, provider C's form),
// opened from the customer dialog and the offer configurator.
export { CoberturaBoton, type CoberturaBotonProps } from './components/cobertura-boton';
