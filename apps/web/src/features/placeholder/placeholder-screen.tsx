import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Stands in for a screen not built yet: never a blank page. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <ConstructionIcon aria-hidden />
        <Typography>Próximamente</Typography>
      </Box>
    </Box>
  );
}
