import type { ReactNode } from 'react';

/** One figure of a card: its label and its value; a null value leaves the line out. */
export interface CardDetail {
  label: string;
  value: ReactNode;
}

/**
 * How a list's row reads as a card at a phone's width (paged-cards.tsx), instead of a grid row
 * whose secondary columns would be hidden: the name opens it, the details keep their labels.
 */
export interface ListCard<Row> {
  /** The row's name: the card's heading and the control that opens it. */
  title: (row: Row) => string;
  /** Beside the name (a state chip). */
  badge?: (row: Row) => ReactNode;
  details: (row: Row) => readonly (CardDetail | null)[];
  /** The row's menu, at the card's top right. */
  actions?: (row: Row) => ReactNode;
}
