import dayjs from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { MADRID_TZ } from '@ventas/domain/time/madrid';

// SPEC §9: dates are Spanish and computed in Europe/Madrid, whatever the browser's zone.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('es');
dayjs.tz.setDefault(MADRID_TZ);
