import { Box, Button, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldItem, LeafFieldItem } from '../../../core/definition-schema.ts';
import { useFormTexts } from '../../form-texts.tsx';
import { SafeHtml } from '../../safe-html.tsx';

/** §2: the instruction field collapses to 150px with "Read more" (the generic wrapper uses 400). */
export const instructionMaxHeight = 150;

export function InstructionField({ item }: { item: FieldItem | LeafFieldItem }) {
  const { ui } = useFormTexts();
  const o = item.instructionOptions;
  const max = o?.readMoreMaxHeight ?? instructionMaxHeight;
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(true);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    // jsdom measures nothing; treat unmeasured content as long so the control is testable.
    if (el && el.scrollHeight > 0) setOverflows(el.scrollHeight > max);
  }, [max]);
  const collapsible = o?.showReadMoreButton !== false && overflows;
  const bodyId = `instr-${item.name}`;
  return (
    <Box data-field={item.name}>
      {item.label ? (
        <Text fw={600} mb={4}>
          {item.label}
        </Text>
      ) : null}
      <Box
        ref={ref}
        id={bodyId}
        style={{
          maxHeight: collapsible && !open ? max : undefined,
          overflow: 'hidden',
          position: 'relative',
        }}
      >
        <SafeHtml html={item.help ?? ''} />
      </Box>
      {collapsible ? (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? ui('showLess') : ui('readMore')}
        </Button>
      ) : null}
    </Box>
  );
}
