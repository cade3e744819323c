import { Anchor, Box, List, Title } from '@mantine/core';
import { forwardRef, useId } from 'react';
import { useFormState } from 'react-hook-form';
import type { FormDefinition } from '../core/definition-schema.ts';
import { summaryEntries } from './error-summary-entries.ts';
import { fieldInputId, useFormIdPrefix } from './field-ids.tsx';
import { focusField } from './focus-field.ts';
import { useFormTexts } from './form-texts.tsx';

/**
 * GOV.UK's error summary: after a failed submit, a box at the top of the form with the number of
 * problems and one link per problem; a link moves focus to its field. The box gets focus
 * (tabIndex -1, named by its heading) and its content is a role="alert" region, as GOV.UK's is,
 * so it is announced. It follows the errors live and leaves once none remain.
 */
interface Props {
  definition: FormDefinition;
  /** The problems the last failed submit found: new blur errors do not grow the box (no shift). */
  paths: ReadonlySet<string>;
}

export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary(
  { definition, paths },
  ref,
) {
  const { ui } = useFormTexts();
  const { errors } = useFormState();
  const prefix = useFormIdPrefix();
  const headingId = useId();
  const entries = paths.size ? summaryEntries(definition, errors, ui).filter((e) => paths.has(e.path)) : [];
  if (!entries.length) return null;
  const count = entries.length;
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-error-summary
      p="md"
      mb="xl"
      // Clear of the sticky header and the stepper's phone progress bar when scrolled to.
      style={{
        border: '4px solid var(--mantine-color-red-8)',
        borderRadius: 8,
        outlineOffset: 3,
        scrollMarginTop: 96,
      }}
    >
      <div role="alert">
        <Title order={2} fz="h4" id={headingId} mb="xs">
          {count === 1 ? ui('errorSummaryOne') : ui('errorSummaryOther', { count })}
        </Title>
        <List spacing={6} listStyleType="none" ps={0}>
          {entries.map((entry) => (
            <List.Item key={entry.path}>
              <Anchor
                href={`#${fieldInputId(prefix, entry.path)}`}
                c="red.9"
                fw={700}
                underline="always"
                // WCAG 2.5.8: each link at least 24 px tall, so stacked short links are easy to hit.
                style={{ display: 'inline-block', minHeight: 24, paddingBlock: 2 }}
                onClick={(e) => {
                  // The field's invalid input, not the anchor target: a group's target is its first option.
                  const form = e.currentTarget.closest('form');
                  if (form && focusField(form, entry.path)) e.preventDefault();
                }}
              >
                {entry.text}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </div>
    </Box>
  );
});
