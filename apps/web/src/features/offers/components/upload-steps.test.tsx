import { MantineProvider } from '@mantine/core';
import type { OfferDocument } from '@opencareers/contracts/offers';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UploadSteps } from './upload-steps.tsx';

const letter = { id: 'd1', name: 'Offer letter' } as OfferDocument;

function setup() {
  const onSubmit = vi.fn();
  const { container } = render(
    <MantineProvider>
      <UploadSteps letter={letter} submitting={false} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  const choose = (...names: string[]) =>
    fireEvent.change(input, {
      target: { files: names.map((n) => new File(['%PDF-1.7'], n, { type: 'application/pdf' })) },
    });
  return { onSubmit, choose };
}

describe('the upload steps', () => {
  it('names the button that removes a chosen file (axe button-name), and removing it empties the field', () => {
    const { choose } = setup();
    choose('signed.pdf');
    const clear = screen.getByRole('button', { name: 'Remove the chosen file' });
    fireEvent.click(clear);
    expect(screen.queryByRole('button', { name: 'Remove the chosen file' })).toBeNull();
  });

  it('submits exactly one file and refuses none or two', async () => {
    const { onSubmit, choose } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByText('Upload the signed offer letter')).toBeTruthy();
    choose('one.pdf', 'two.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByText('You should upload at most 1 file')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    choose('signed.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [[sent]] = onSubmit.mock.calls as [[File]];
    expect(sent.name).toBe('signed.pdf');
  });
});
