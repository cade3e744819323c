import { Stack } from '@mantine/core';
import { Fragment } from 'react';
import type { LayoutProps } from '../layout-props.ts';
import { FormFooter, FormSection } from './form-section.tsx';

/** The plain layout: sections one after another. */
export function PlainForm({ definition, renderItem, footer, stickyFooter, idPrefix }: LayoutProps) {
  return (
    <Stack gap="xl">
      {definition.sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and are never reordered here
        <FormSection key={`${i}-${section.title}`} section={section} id={`${idPrefix}-s${i}`}>
          {section.items.map((item) => (
            <Fragment key={item.name}>{renderItem(item)}</Fragment>
          ))}
        </FormSection>
      ))}
      <FormFooter sticky={stickyFooter}>{footer}</FormFooter>
    </Stack>
  );
}
