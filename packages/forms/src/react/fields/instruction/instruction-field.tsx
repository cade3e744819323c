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
  const content = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    const inner = content.current;
    if (!box || !inner) return;
    // "Read more" only when there is more to read: measured now and again whenever the text
    // reflows (a late image, a narrower screen). A hidden box measures 0 and changes nothing.
    const measure = () => {
      if (box.scrollHeight > 0) setOverflows(box.scrollHeight > max + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(inner);
    return () => observer.disconnect();
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
        <div ref={content}>
          <SafeHtml html={item.help ?? ''} />
        </div>
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
