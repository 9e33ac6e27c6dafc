/** The demo seed's (and any future distributor set-up's) way to write the four placeholder tutorials. */
export { seedTutoriales } from './tutoriales.seed';
