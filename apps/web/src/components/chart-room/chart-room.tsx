import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** The room a chart must exceed to be drawn: its category axis, its margins, and 40 px for its bars. */
export const minChartWidth = (axisWidth: number, margin: { left: number; right: number }) =>
  axisWidth + margin.left + margin.right + 40;

interface ChartRoomProps {
  height: number;
  /** The chart is drawn only in a room wider than this (`minChartWidth`). */
  minWidth: number;
  /** The chart, told the width it has (so it never measures a room narrower than its axis). */
  children: (width: number) => ReactNode;
}

/**
 * Room of a fixed height for a chart, as wide as its parent. The chart is drawn only when the room
 * is wider than its axis: for a frame while a window narrows (the drawer still beside the screen)
 * a card can be narrower than that, and the chart library then draws bars of negative width. The
 * figures listed beside every chart are its text alternative, so a room too narrow shows them only.
 */
export function ChartRoom({ height, minWidth, children }: ChartRoomProps) {
  const room = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = room.current;
    if (!element) return;
    setWidth(element.clientWidth);
    // jsdom has no ResizeObserver: there the room keeps the width it had when laid out.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={room} sx={{ height, width: '100%' }}>
      {width > minWidth ? children(width) : null}
    </Box>
  );
}
