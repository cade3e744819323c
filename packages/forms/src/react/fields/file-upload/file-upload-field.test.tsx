// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('file upload field', () => {
  it('reads files into the base64 value shape, default types, several only when the maximum is above 1', async () => {
    const { user, submitted } = renderField({
      name: 'docs',
      type: 'fileUpload',
      label: 'Docs',
      rules: [{ type: 'maxLength', value: 2 }],
    });
    expect(fileInput().multiple).toBe(true);
    expect(fileInput().accept).toBe('.doc,.docx,.pdf,.txt,.png,.jpg,.jpeg');
    await user.upload(fileInput(), [
      new File(['abc'], 'a.pdf', { type: 'application/pdf' }),
      new File(['de'], 'b.txt', { type: 'text/plain' }),
    ]);
    await screen.findByText('a.pdf');
    const sent = await submitted();
    expect(sent?.docs).toEqual([
      expect.objectContaining({
        name: 'a.pdf',
        size: 3,
        type: 'application/pdf',
        content: 'YWJj',
        status: 'done',
      }),
      expect.objectContaining({ name: 'b.txt', content: 'ZGU=' }),
    ]);
    await user.upload(fileInput(), new File(['x'], 'c.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Upload no more than 2 files.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
    await waitFor(() => expect(screen.queryByText('Upload no more than 2 files.')).toBeNull());
  });

  it('names files that are too large or of a type not allowed; one file only by default', async () => {
    const { user } = renderField({
      name: 'cv',
      type: 'file_upload',
      label: 'CV',
      rules: [{ type: 'maxFileSizeMB', value: 0.000001 }],
    });
    expect(fileInput().multiple).toBe(false);
    await user.upload(fileInput(), new File(['abcdef'], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/These files are larger than .* MB: big\.pdf/)).toBeTruthy();
    const exe = new File(['x'], 'run.exe');
    Object.defineProperty(fileInput(), 'files', { value: [exe], configurable: true });
    fileInput().dispatchEvent(new Event('change', { bubbles: true }));
    expect(await screen.findByText('These files are not of an allowed type: run.exe')).toBeTruthy();
  });
});
