// The callback reminders' public module (issue 31 §1): the top bar shows them on every screen.
export { RecordatoriosAgendados } from './components/recordatorios-agendados';
// Who gets them (decision 234).
export { recibeAvisosDeAgendados } from './model/recibe-avisos';
