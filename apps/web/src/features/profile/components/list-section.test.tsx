import type { LinkItem, ProfileCompletion, ProfileEditBody } from '@opencareers/contracts/profile';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { CompletionMeter } from './completion-meter.tsx';
import { ListSection } from './list-section.tsx';
import { LinkForm } from './small-item-forms.tsx';
import type { SaveResult } from './use-profile-save.ts';

const links: LinkItem[] = [
  { label: 'GitHub', url: 'https://github.com/ana' },
  { label: 'Site', url: 'https://ana.dev' },
];

function show(save: (body: ProfileEditBody) => Promise<SaveResult>, completion?: ProfileCompletion) {
  return renderRoutes(
    [
      {
        path: '/careers/profile',
        Component: () => (
          <>
            {completion ? <CompletionMeter completion={completion} /> : null}
            <ListSection<LinkItem>
              section="links"
              items={links}
              nameOf={(l) => l.label}
              render={(l) => l.url}
              Form={LinkForm}
              save={save}
              saving={false}
            />
          </>
        ),
      },
    ],
    '/careers/profile',
    makeBoot({ loggedIn: true }),
  );
}

// The first render loads Mantine and the forms; on a busy 2-core machine that alone can take seconds.
describe('profile list section', { timeout: 20_000 }, () => {
  it('adds an item through a form that takes focus, and Escape cancels it', async () => {
    const save = vi.fn(async (_: ProfileEditBody): Promise<SaveResult> => ({ ok: true }));
    show(save);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a link' }));
    const label = screen.getByLabelText('Label');
    await waitFor(() => expect(document.activeElement).toBe(label));
    fireEvent.keyDown(label, { key: 'Escape' });
    expect(screen.queryByLabelText('Label')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    fireEvent.change(screen.getByLabelText(/Web address/), { target: { value: 'https://blog.ana.dev' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        op_section: 'links',
        operation: 'add',
        op_data: { value: { label: '', url: 'https://blog.ana.dev' } },
      }),
    );
  });

  it('checks values with the contract schema before sending anything', async () => {
    const save = vi.fn(async (_: ProfileEditBody): Promise<SaveResult> => ({ ok: true }));
    show(save);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a link' }));
    fireEvent.change(screen.getByLabelText(/Web address/), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter a web address starting with http:// or https://');
    expect(save).not.toHaveBeenCalled();
  });

  it('moves, removes and edits items by index; a refused edit keeps the form open with the spec message', async () => {
    const save = vi.fn(
      async (body: ProfileEditBody): Promise<SaveResult> =>
        body.operation === 'update'
          ? {
              ok: false,
              kind: 'invalid',
              message: 'Invalid request received. Please try again',
              fieldErrors: { 'op_data.value.url': 'Not allowed' },
            }
          : { ok: true },
    );
    show(save);
    expect((await screen.findByRole('button', { name: 'Move GitHub up' })).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Site up' }));
    await waitFor(() =>
      expect(save).toHaveBeenLastCalledWith({
        op_section: 'links',
        operation: 'reorder',
        op_data: { value: [1, 0] },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove GitHub' }));
    await waitFor(() =>
      expect(save).toHaveBeenLastCalledWith({
        op_section: 'links',
        operation: 'delete',
        op_data: { index: 0 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Site' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Invalid request received. Please try again');
    expect(screen.getByText('Not allowed')).toBeTruthy();
    expect(save).toHaveBeenLastCalledWith({
      op_section: 'links',
      operation: 'update',
      op_data: { index: 1, value: links[1] },
    });
  });

  it('links a completion suggestion to its section and moves focus to its heading', async () => {
    show(async () => ({ ok: true }), {
      percent: 40,
      completed: ['experience'],
      suggestions: [{ id: 'add-links', section: 'links', message: 'Add a link', weight: 5 }],
    });
    const link = await screen.findByRole('link', { name: 'Add a link, e.g. LinkedIn or your portfolio' });
    expect(link.getAttribute('href')).toBe('#profile-links');
    expect(screen.getByText('40% complete')).toBeTruthy();
    fireEvent.click(link);
    expect(document.activeElement?.id).toBe('profile-links-heading');
  });
});
