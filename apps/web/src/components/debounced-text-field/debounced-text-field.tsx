import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { MAX_FILTER_TEXT } from '@ventas/domain/http/list-filters';
import { TEXT_FILTER_DEBOUNCE_MS } from '../../config/constants';

type DebouncedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onCommit: (value: string) => void;
};

/**
 * A text filter that reaches the list ~400 ms after the last keystroke (at once on Enter, and
 * before the panel closes). It follows the value from outside too (a removed chip, "Limpiar").
 */
export function DebouncedTextField({ value, onCommit, ...props }: DebouncedTextFieldProps) {
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  if (value !== outside) {
    setOutside(value);
    if (value !== text.trim()) setText(value);
  }

  function flush(): void {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const next = pending.current.text;
    pending.current = null;
    commit.current(next);
  }
  useEffect(() => flush, []);

  function change(next: string): void {
    setText(next);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { text: next, timer: setTimeout(flush, TEXT_FILTER_DEBOUNCE_MS) };
  }

  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
      onBlur={flush}
      slotProps={{ htmlInput: { maxLength: MAX_FILTER_TEXT } }}
    />
  );
}
