/**
 * Read by screen readers, not shown: a label, a live region or a heading that the screen already
 * says by other means (a caption-less table column, where a moved item went, a page title).
 * Works as MUI `sx` and as a React `style`. Sizes in px: MUI reads a bare 1 in sx as 100 %.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
