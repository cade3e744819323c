import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders inside Mantine, as the app does; rerender keeps the provider. */
export function renderWithMantine(ui: ReactElement) {
  const result = render(<MantineProvider>{ui}</MantineProvider>);
  return {
    ...result,
    rerender: (next: ReactElement) => result.rerender(<MantineProvider>{next}</MantineProvider>),
  };
}
