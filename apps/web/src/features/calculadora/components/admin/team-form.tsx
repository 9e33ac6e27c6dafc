import Stack from '@mui/material/Stack';
import { teamFormSchema, type Team, type TeamForm } from '@ventas/domain/calculadora/teams-contract';
import { useForm } from 'react-hook-form';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { guardarTeam } from '../../api/team-calls';
import { MENSAJES_ADMIN } from '../../calculadora-messages';
import { ComercialesSelect } from './comerciales-select';
import { FormAcciones } from './form-acciones';
import { useGuardarForm } from './use-guardar-form';

interface TeamValores {
  dutty_manager: string;
  commercial_id_arr: number[];
}

interface TeamFormProps {
  team: Team | null;
  comerciales: readonly { id: number; nombre: string }[];
  onDone: () => void;
}

/** A team: its manager and members (decision 86: a manager leads one team, a second is a 409). */
export function TeamFormView({ team, comerciales, onDone }: TeamFormProps) {
  const form = useForm<TeamValores, unknown, TeamForm>({
    defaultValues: {
      dutty_manager: team ? String(team.dutty_manager) : '',
      commercial_id_arr: team?.commercial_id_arr ?? [],
    },
    resolver: schemaResolver(teamFormSchema, (values) => ({
      dutty_manager: values.dutty_manager === '' ? undefined : Number(values.dutty_manager),
      commercial_id_arr: values.commercial_id_arr,
    })),
  });
  // A team decides whom its manager may pick in the calculator (decision 83).
  const { submit, saving } = useGuardarForm(
    form,
    (data: TeamForm) => guardarTeam(data, team?.id ?? null),
    { hecho: MENSAJES_ADMIN.equipoAnadido },
    onDone,
  );
  const opciones = comerciales.map((c) => ({ value: String(c.id), label: c.nombre }));
  return (
    <Stack
      component="form"
      aria-label={team ? `Editar el equipo de ${team.dutty_manager_nombre}` : 'Nuevo equipo'}
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
    >
      <FormSelect
        control={form.control}
        name="dutty_manager"
        label="Manager"
        options={opciones}
        required
        currentLabel={team?.dutty_manager_nombre}
      />
      <ComercialesSelect
        control={form.control}
        name="commercial_id_arr"
        label="Miembros"
        comerciales={comerciales}
      />
      <FormAcciones saving={saving} onCancel={onDone} />
    </Stack>
  );
}
