import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignForm } from './sign-form.tsx';

function setup(profileName: string) {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <SignForm
        profileName={profileName}
        submitting={false}
        submitLabel="Submit signed offer"
        onSubmit={onSubmit}
      />
    </MantineProvider>,
  );
  return { onSubmit };
}

const nameField = () => screen.getByLabelText(/Please enter your full name as the electronic signature/);
const submit = () => screen.getByRole('button', { name: 'Submit signed offer' });

describe('offer sign form (shell §5)', () => {
  it('requires the agreement and a name, and refuses a name that differs from the profile', async () => {
    const { onSubmit } = setup('Jordan Rivera');
    fireEvent.click(submit());
    expect(await screen.findByText('Please agree to the terms and conditions')).toBeTruthy();
    expect(screen.getByText('Please enter your full name')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/I have read and agree to the terms and conditions/));
    fireEvent.change(nameField(), { target: { value: 'Jordan Rivers' } });
    fireEvent.click(submit());
    expect(
      await screen.findByText('Please enter your full name as shown on the offer letter and your profile.'),
    ).toBeTruthy();
    expect(screen.queryByText('Please agree to the terms and conditions')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(nameField(), { target: { value: ' Jordan  Rivera ' } });
    fireEvent.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Jordan Rivera', agreed: true }));
  }, 20_000); // the first Mantine render is slow on a busy machine

  it('cannot pass when no profile name is known', async () => {
    const { onSubmit } = setup('');
    fireEvent.click(screen.getByLabelText(/I have read and agree to the terms and conditions/));
    fireEvent.change(nameField(), { target: { value: 'Anyone At All' } });
    fireEvent.click(submit());
    expect(
      await screen.findByText('Please enter your full name as shown on the offer letter and your profile.'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
