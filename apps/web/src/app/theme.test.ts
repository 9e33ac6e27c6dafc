import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { PHONE_MEDIA_QUERY } from '../components/paged-grid/phone-width';
import { spanishTheme } from './spanish-theme';
import { theme } from './theme';

describe('the theme', () => {
  it.each(['primary', 'secondary', 'info', 'success', 'error'] as const)(
    'gives %s filled surfaces text of at least 4.5:1 contrast (WCAG AA)',
    (tone) => {
      const { main, contrastText } = theme.palette[tone];
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("calls a phone what the route table does before the theme exists (the list's cards)", () => {
    expect(PHONE_MEDIA_QUERY).toBe(theme.breakpoints.down('sm'));
  });
});

describe('the logged-in theme', () => {
  it("is the same theme with MUI's Spanish texts, which the login path does without", () => {
    expect(spanishTheme.palette.primary.main).toBe(theme.palette.primary.main);
    expect(spanishTheme.palette.info.main).toBe(theme.palette.info.main);
    expect(spanishTheme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe(
      'Filas por página:',
    );
    expect(theme.components?.MuiTablePagination).toBeUndefined();
  });
});
