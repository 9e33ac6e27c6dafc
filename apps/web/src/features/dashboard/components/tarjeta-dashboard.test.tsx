import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/test-providers';
import { TarjetaDashboard } from './tarjeta-dashboard';
import { keepEveryStyleRule } from '../../../test/style-rules-in-jsdom';

// This file reads the card's min-height rules: every style rule is inserted (style-rules-in-jsdom.ts).
keepEveryStyleRule();

const pendiente = { data: undefined, isError: false, error: null } as unknown as UseQueryResult<number>;

function tarjeta(alturaCargando?: { xs: number }) {
  render(
    <TestProviders>
      <TarjetaDashboard titulo="Cifras" datos={pendiente} vacio={() => null} alturaCargando={alturaCargando}>
        {(cifra) => cifra}
      </TarjetaDashboard>
    </TestProviders>,
  );
  return screen.getByLabelText('Cargando cifras');
}

/**
 * The declarations of the style rules that apply to `element`, those inside media queries too
 * (responsive values; jsdom computes no layout).
 */
function reglas(element: Element): string {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .flatMap((rule) => (rule instanceof CSSMediaRule ? [...rule.cssRules] : [rule]))
    .filter(
      (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText),
    )
    .map((rule) => rule.style.cssText)
    .join(' ');
}

describe('a dashboard card while its call is out', () => {
  it('keeps the room its figures will take, so the cards below do not jump when they arrive', () => {
    expect(reglas(tarjeta({ xs: 192 }))).toContain('min-height: 192px');
  });

  it('is only as tall as its skeleton when no room is given', () => {
    expect(reglas(tarjeta())).not.toContain('min-height');
  });
});
