import { Textarea } from '@mantine/core';
import type { FieldProps } from '../../field-props.ts';
import { inputProps } from '../text/text-field.tsx';

const rows = { small: 2, medium: 4, large: 8 } as const;

/** enableExpand lets the box grow with its text instead of scrolling. */
export function TextareaField(props: FieldProps) {
  const o = props.item.textAreaOptions;
  const minRows = rows[o?.size ?? 'medium'];
  return (
    <Textarea
      {...inputProps(props)}
      placeholder={o?.placeholder}
      autosize={!!o?.enableExpand}
      minRows={minRows}
      maxRows={o?.enableExpand ? 20 : minRows}
      rows={minRows}
      onChange={(e) => props.field.onChange(e.currentTarget.value)}
    />
  );
}
