import type { ComponentType } from 'react';
import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import { lazyPart } from '../lazy-part/lazy-part';
import type { FilterDrawerProps } from './filter-drawer';

/** The filter panel (date pickers) loads the first time it opens. */
export const LazyFilterDrawer = lazyPart(() =>
  import('./filter-drawer').then(
    (m) => m.FilterDrawer as ComponentType<FilterDrawerProps<FilterDeclarations>>,
  ),
);
