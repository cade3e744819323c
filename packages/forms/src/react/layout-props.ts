import type { ReactNode } from 'react';
import type { FieldItem, FormDefinition } from '../core/definition-schema.ts';

/** What the renderer hands a layout: the form and a way to draw one field. */
export interface LayoutProps {
  definition: FormDefinition;
  renderItem: (item: FieldItem) => ReactNode;
  /** Action buttons (submit …); absent in view mode. */
  footer: ReactNode;
  stickyFooter: boolean;
  idPrefix: string;
}
