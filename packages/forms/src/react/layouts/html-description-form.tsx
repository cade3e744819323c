import { Grid, Paper, Stack, Title } from '@mantine/core';
import { Fragment } from 'react';
import type { LayoutProps } from '../layout-props.ts';
import { SafeHtml } from '../safe-html.tsx';
import { FormFooter, FormSection } from './form-section.tsx';

/** The HTML-description layout: the form's description beside the fields (above them on phones). */
export function HtmlDescriptionForm({ definition, renderItem, footer, stickyFooter, idPrefix }: LayoutProps) {
  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="lg" p="lg" style={{ position: 'sticky', top: 76 }}>
          {definition.title ? (
            <Title order={2} fz="h3" mb="sm">
              {definition.title}
            </Title>
          ) : null}
          <SafeHtml html={definition.description ?? ''} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="xl">
          {definition.sections.map((section, i) => (
            <FormSection
              // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and are never reordered here
              key={`${i}-${section.title}`}
              section={section}
              id={`${idPrefix}-s${i}`}
              withDescription
            >
              {section.items.map((item) => (
                <Fragment key={item.name}>{renderItem(item)}</Fragment>
              ))}
            </FormSection>
          ))}
          <FormFooter sticky={stickyFooter}>{footer}</FormFooter>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
