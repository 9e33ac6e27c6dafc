import { useState } from 'react';

/** True from the first time `open` is true on: a lazy part stays mounted to animate its closing. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
