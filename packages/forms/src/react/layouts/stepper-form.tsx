import { Box, Grid, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, useRef } from 'react';
import { type FieldErrors, useFormState } from 'react-hook-form';
import type { FormSection as Section } from '../../core/definition-schema.ts';
import { stepForKey } from '../../core/state/stepper-state.ts';
import { focusFirstIn } from '../focus-field.ts';
import { useFormTexts } from '../form-texts.tsx';
import type { LayoutProps } from '../layout-props.ts';
import { FormFooter, FormSection } from './form-section.tsx';
import { useStepperTracking } from './use-stepper-tracking.ts';

/** Errors of a section's fields; a list counts each failing row item. */
export function sectionErrorCount(section: Section, errors: FieldErrors): number {
  let count = 0;
  for (const item of section.items) {
    const e = errors[item.name];
    if (!e) continue;
    if (item.type === 'dynamicList' && Array.isArray(e)) {
      for (const row of e) count += row ? Object.keys(row).length : 0;
      if ((e as { root?: unknown }).root) count += 1;
    } else count += 1;
  }
  return count;
}

/**
 * The stepper layout (§2): a side navigator of sections with new-question and error counts on
 * tablets and desktops; on phones (below 600px) a scroll progress bar in its place.
 */
export function StepperForm({ definition, renderItem, footer, stickyFooter, idPrefix }: LayoutProps) {
  const { ui } = useFormTexts();
  const { errors } = useFormState();
  const container = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery('(max-width: 599.98px)', false);
  const { active, progress, viewport, choose } = useStepperTracking(container);
  const sectionId = (i: number) => `${idPrefix}-s${i}`;
  const stepRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const goTo = (i: number, focusInput: boolean) => {
    choose(i);
    const el = document.getElementById(sectionId(i));
    if (!el) return;
    if (focusInput) focusFirstIn(el);
    else el.scrollIntoView({ block: 'start' });
  };

  const nav = (
    <nav
      aria-label={ui('sections')}
      style={{ position: 'sticky', top: 76, maxHeight: viewport - 100, overflowY: 'auto' }}
    >
      <Stack component="ol" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {definition.sections.map((section, i) => {
          const newCount = section.items.filter((it) => it.newItem).length;
          const errorCount = sectionErrorCount(section, errors);
          const current = i === active;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and are never reordered here
            <li key={`${i}-${section.title}`}>
              <UnstyledButton
                ref={(el) => {
                  stepRefs.current[i] = el;
                }}
                data-step={i}
                aria-current={current ? 'step' : undefined}
                aria-controls={sectionId(i)}
                onClick={() => goTo(i, true)}
                onKeyDown={(e) => {
                  const next = stepForKey(e.key, i, definition.sections.length);
                  if (next === undefined) return;
                  e.preventDefault();
                  stepRefs.current[next]?.focus();
                  goTo(next, false);
                }}
                w="100%"
                px="md"
                py="sm"
                style={{
                  borderRadius: 8,
                  borderLeft: `3px solid ${current ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
                  background: current ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Text fw={current ? 700 : 500} size="sm">
                  {section.title}
                </Text>
                {newCount ? (
                  <Text size="xs" c="#9a3412">
                    {newCount === 1 ? ui('newQuestionOne') : ui('newQuestionOther', { count: newCount })}
                  </Text>
                ) : null}
                {errorCount ? (
                  <Text size="xs" c="red.9" data-error-count={errorCount}>
                    {errorCount === 1 ? ui('errorFoundOne') : ui('errorFoundOther', { errorCount })}
                  </Text>
                ) : null}
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </nav>
  );

  const sections = (
    <Stack gap={48}>
      {definition.sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and are never reordered here
        <FormSection key={`${i}-${section.title}`} section={section} id={sectionId(i)}>
          {section.items.map((item) => (
            <Fragment key={item.name}>{renderItem(item)}</Fragment>
          ))}
        </FormSection>
      ))}
      <FormFooter sticky={stickyFooter}>{footer}</FormFooter>
    </Stack>
  );

  // One tree at every width: switching trees would unmount the fields and lose the answers.
  return (
    <div ref={container}>
      <Box
        style={{ position: 'sticky', top: 60, zIndex: 3, display: phone ? 'block' : 'none' }}
        bg="var(--mantine-color-body)"
        py={6}
      >
        <Progress.Root size="sm" radius="xl">
          <Progress.Section value={progress} aria-label={ui('progress')} />
        </Progress.Root>
      </Box>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }} style={{ display: phone ? 'none' : undefined }}>
          {nav}
        </Grid.Col>
        <Grid.Col span={phone ? 12 : { base: 12, sm: 8, lg: 9 }}>{sections}</Grid.Col>
      </Grid>
    </div>
  );
}
