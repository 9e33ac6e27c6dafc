import dayjs from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE } from './constants';

// SPEC §9: dates are Spanish and computed in Europe/Madrid, whatever the browser's zone.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('es');
dayjs.tz.setDefault(TIME_ZONE);
