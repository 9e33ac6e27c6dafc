import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartRoom, minChartWidth } from './chart-room';

/** jsdom lays nothing out: the room's width and its resize notices are played by the test (setup-tests undoes both). */
let roomWidth = 0;
let notify: (() => void) | null = null;

class FakeResizeObserver {
  constructor(callback: () => void) {
    notify = callback;
  }
  observe() {}
  disconnect() {
    notify = null;
  }
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => roomWidth);
});

function resize(width: number) {
  roomWidth = width;
  act(() => notify?.());
}

const chart = (width: number) => <span>gráfico de {width} px</span>;

describe('ChartRoom', () => {
  it('draws the chart at the width it has, and not while the room is narrower than its axis', () => {
    roomWidth = 358;
    render(
      <ChartRoom height={100} minWidth={minChartWidth(110, { left: 8, right: 40 })}>
        {chart}
      </ChartRoom>,
    );
    expect(screen.getByText('gráfico de 358 px')).toBeTruthy();
    // A window narrowing with the drawer still beside the screen: a frame 92 px wide.
    resize(92);
    expect(screen.queryByText(/gráfico de/)).toBeNull();
    resize(320);
    expect(screen.getByText('gráfico de 320 px')).toBeTruthy();
  });

  it('needs room for the axis, both margins and the bars', () => {
    expect(minChartWidth(110, { left: 8, right: 40 })).toBe(198);
    roomWidth = 198;
    render(
      <ChartRoom height={100} minWidth={198}>
        {chart}
      </ChartRoom>,
    );
    expect(screen.queryByText(/gráfico de/)).toBeNull();
    resize(199);
    expect(screen.getByText('gráfico de 199 px')).toBeTruthy();
  });

  it('stops listening once gone', () => {
    roomWidth = 300;
    const { unmount } = render(
      <ChartRoom height={100} minWidth={100}>
        {chart}
      </ChartRoom>,
    );
    unmount();
    expect(notify).toBeNull();
  });
});
