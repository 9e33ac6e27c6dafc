/**
 * A phone's width: MUI's `sm` breakpoint, as `theme.breakpoints.down('sm')` writes it
 * (phone-width.test.ts holds the two equal). Read before the theme exists, by the route that
 * decides whether a list screen needs the DataGrid's code at all.
 */
export const PHONE_MEDIA_QUERY = '@media (max-width:599.95px)';

export function isPhoneWidth(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia(PHONE_MEDIA_QUERY.slice('@media '.length)).matches
  );
}
