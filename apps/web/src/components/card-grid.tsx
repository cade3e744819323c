import type { ReactNode } from 'react';
import classes from './card-grid.module.css';

interface CardGridProps {
  children: ReactNode;
  /** `ul` when the children are `li` items. */
  component?: 'div' | 'ul';
  'data-testid'?: string;
}

/** The card layout every candidate list page shares (see card-grid.module.css). */
export function CardGrid({ children, component: Tag = 'div', ...rest }: CardGridProps) {
  return (
    <Tag className={classes.grid} data-card-grid {...rest}>
      {children}
    </Tag>
  );
}
