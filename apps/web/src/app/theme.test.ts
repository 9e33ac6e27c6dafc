import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  it.each(['primary', 'secondary', 'info', 'success', 'error'] as const)(
    'gives %s filled surfaces text of at least 4.5:1 contrast (WCAG AA)',
    (tone) => {
      const { main, contrastText } = theme.palette[tone];
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
