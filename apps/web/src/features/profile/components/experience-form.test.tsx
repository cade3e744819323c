import type { ExperienceItem } from '@opencareers/contracts/profile';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { ExperienceForm } from './experience-form.tsx';
import type { SaveResult } from './use-profile-save.ts';

const held: ExperienceItem = {
  title: 'Engineer',
  company: 'Acme',
  location: '',
  startMonth: '2020-03',
  endMonth: '2022-01',
  current: false,
  description: '',
};

function show(onSave: (value: ExperienceItem) => Promise<SaveResult>) {
  return renderRoutes(
    [
      {
        path: '/careers/profile',
        Component: () => (
          <ExperienceForm
            initial={held}
            label="Edit experience"
            saving={false}
            onSave={onSave}
            onCancel={() => {}}
          />
        ),
      },
    ],
    '/careers/profile',
    makeBoot({ loggedIn: true }),
  );
}

describe('ExperienceForm', () => {
  it('turns the end month off for a current job and saves it without one', async () => {
    const onSave = vi.fn(async (_: ExperienceItem): Promise<SaveResult> => ({ ok: true }));
    show(onSave);
    const endYear = (await screen.findByRole('textbox', { name: 'End month: year' })) as HTMLInputElement;
    expect(endYear.value).toBe('2022');
    expect(endYear.disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I work here now' }));
    await waitFor(() => expect(endYear.disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ startMonth: '2020-03', endMonth: null, current: true });
  });

  it("shows the server's refusal on the form and on the month it names", async () => {
    const onSave = vi.fn(
      async (): Promise<SaveResult> => ({
        ok: false,
        kind: 'invalid',
        message: 'Some details need fixing.',
        fieldErrors: { 'op_data.value.endMonth': 'The end comes before the start.' },
      }),
    );
    show(onSave);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some details need fixing.')).toBeTruthy();
    expect(await screen.findByText('The end comes before the start.')).toBeTruthy();
  });
});
