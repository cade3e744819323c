import { ComboboxChevron, type ElementProps, InputBase, type InputBaseProps } from '@mantine/core';

type BrowserSelectProps = InputBaseProps &
  ElementProps<'select', 'size'> & {
    /** The options, in order; or give <option> children instead. */
    data?: readonly { value: string; label: string }[];
  };

/**
 * The browser's own select in Mantine's input look: what Mantine's NativeSelect draws, without
 * its module. NativeSelect's compiled file imports Combobox, Checkbox and ScrollArea for their
 * side effects, and the bundler's chunk groups keep every import of a module they capture, so
 * the footer's language select put ~11 KB gzipped of them in every page's first view (issue 17).
 */
export function BrowserSelect({ data, children, size, error, ...props }: BrowserSelectProps) {
  return (
    <InputBase
      component="select"
      pointer
      size={size}
      error={error}
      rightSection={<ComboboxChevron size={size} error={error} />}
      rightSectionPointerEvents="none"
      {...props}
    >
      {children ??
        data?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
    </InputBase>
  );
}
