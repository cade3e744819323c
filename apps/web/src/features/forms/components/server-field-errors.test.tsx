import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerFieldErrors } from './server-field-errors.tsx';

const definition = {
  sections: [
    {
      title: 'About you',
      items: [
        { name: 'nickname', type: 'text' as const, label: 'Nickname' },
        { name: 'team', type: 'text' as const },
      ],
    },
  ],
};

describe('server field errors of a form save', () => {
  it('names each refused setting by section and question, leaving the title to its input', () => {
    render(
      <MantineProvider>
        <ServerFieldErrors
          definition={definition}
          errors={{
            title: 'Too small',
            'definition.sections.0.items.0.rules.0.value': 'Invalid input',
            'definition.sections.0.items.1.name': 'Use letters',
            'definition.sections.3': 'Unknown section',
            _: 'Duplicate field name "team"',
          }}
        />
      </MantineProvider>,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'About you › Nickname › rules.0.value: Invalid input',
      'About you › team › name: Use letters',
      'sections.3: Unknown section',
      'The whole form: Duplicate field name "team"',
    ]);
    expect(screen.queryByText(/Too small/)).toBeNull();
  });

  it('shows nothing when only the title was refused', () => {
    render(
      <MantineProvider>
        <ServerFieldErrors definition={definition} errors={{ title: 'Too small' }} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
