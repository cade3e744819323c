import { Badge, Box, Grid, Group, Input } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldItem, LeafFieldItem } from '../core/definition-schema.ts';
import type { FieldStatus } from '../core/state/field-status.ts';
import { isRequired } from '../core/validate-field.ts';
import { describedByIds, errorId, frameRole, helpId, labelId, showsHelp } from './field-ids.tsx';
import { groupTypes } from './field-props.ts';
import { useFormTexts } from './form-texts.tsx';

interface Props {
  item: FieldItem | LeafFieldItem;
  /** The value path (`name`, or `list.0.name` inside a list): focus and error lookups use it. */
  path: string;
  inputId: string;
  error: string | undefined;
  status: FieldStatus;
  children: ReactNode;
}

/**
 * Label (red asterisk when required, §5 style), the orange "New" tag, help, the input and its
 * error line. A group field's frame is its group element: it carries the name and, error first,
 * the description (aria-describedby), as GOV.UK does on a fieldset. §9 layout: large puts the label at 5 of 12 columns and the value at 6, offset 1.
 */
export function FieldFrame({ item, path, inputId, error, status, children }: Props) {
  // The label and help are the form author's text, in the company's language: <bdi> keeps their
  // own direction, so "Why this role?" keeps its question mark at the end on an Arabic page.
  const { ui } = useFormTexts();
  const required = isRequired(item);
  // A single checkbox is labelled by its own text; a second label above it would repeat it.
  const label =
    item.label && item.type !== 'checkboxItem' ? (
      <Group gap={8} wrap="nowrap" align="center">
        {groupTypes.has(item.type) ? (
          <Input.Label component="div" required={required} id={labelId(inputId)}>
            <bdi>{item.label}</bdi>
          </Input.Label>
        ) : (
          <Input.Label htmlFor={inputId} required={required} id={labelId(inputId)}>
            <bdi>{item.label}</bdi>
          </Input.Label>
        )}
        {item.newItem ? (
          // The spec's orange tag, in a shade dark enough for white text (WCAG AA).
          <Badge color="#c2410c" variant="filled" size="sm" radius="sm">
            {ui('newTag')}
          </Badge>
        ) : null}
      </Group>
    ) : null;
  const large = item.layout === 'large';
  const body = (
    <>
      {showsHelp(item) ? (
        <Input.Description id={helpId(inputId)} mb={6}>
          <bdi>{item.help}</bdi>
        </Input.Description>
      ) : null}
      {children}
      {error ? (
        <Input.Error id={errorId(inputId)} mt={6}>
          {error}
        </Input.Error>
      ) : null}
    </>
  );
  const role = frameRole(item);
  return (
    <Box
      data-field={item.name}
      data-path={path}
      data-invalid={error ? 'true' : undefined}
      data-status={status ?? undefined}
      role={role}
      aria-labelledby={role && item.label ? labelId(inputId) : undefined}
      aria-label={role && !item.label ? item.ariaLabel : undefined}
      aria-describedby={role ? describedByIds(inputId, { error: !!error, help: showsHelp(item) }) : undefined}
      p={status === 'highlight' ? 'xs' : 0}
      style={{
        borderRadius: 8,
        background: status === 'highlight' ? 'var(--mantine-color-yellow-0)' : undefined,
      }}
    >
      {large ? (
        <Grid gutter="xs">
          <Grid.Col span={{ base: 12, md: 5 }} pt={{ md: 'xs' }}>
            {label}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }} offset={{ base: 0, md: 1 }}>
            {body}
          </Grid.Col>
        </Grid>
      ) : (
        <>
          {label}
          <Box mt={label ? 4 : 0}>{body}</Box>
        </>
      )}
    </Box>
  );
}
