// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render.tsx';
import { inlineError, renderField } from '../../../test/render-field.tsx';
import { FormRenderer } from '../../form-renderer.tsx';
import { FormServicesProvider, plainGetJson } from '../../form-services.tsx';
import { skillSearchDebounceMs } from './use-skill-search.ts';

describe('skill selector field', () => {
  it('adds with Enter (no submit), collapses at the threshold, suggests and adds all', async () => {
    const many = Array.from({ length: 11 }, (_, i) => `Skill ${i + 1}`);
    const { user, onSubmit, submitted } = renderField(
      {
        name: 'skills',
        type: 'skillSelector',
        label: 'Skills',
        required: true,
        skillSelectorOptions: { suggestedSkills: ['Go', 'Rust', 'Skill 1'] },
      },
      { initialValues: { skills: many } },
    );
    expect(screen.getByRole('button', { name: '+1' })).toBeTruthy();
    expect(screen.queryByText('Skill 11')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Skills/ }), 'SQL{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('SQL')).toBeTruthy(); // inserted before the collapsed tail
    expect(screen.queryByRole('button', { name: '+ Skill 1' })).toBeNull(); // chosen ones not suggested
    await user.click(screen.getByRole('button', { name: 'Add all' }));
    await user.click(screen.getByRole('button', { name: /^\+\d+$/ }));
    expect(screen.getByRole('button', { name: 'Show fewer' })).toBeTruthy();
    const sent = await submitted();
    expect(sent?.skills).toEqual(expect.arrayContaining(['SQL', 'Go', 'Rust', 'Skill 11']));
    await user.click(screen.getByRole('button', { name: 'Remove SQL' }));
    expect(screen.queryByText('SQL')).toBeNull();
  });

  it('needs at least one skill when required', async () => {
    const { submitted } = renderField({
      name: 'skills',
      type: 'skillSelector',
      label: 'Skills',
      required: true,
    });
    expect(await submitted()).toBeUndefined();
    expect(inlineError('Skills is required')).toBeTruthy();
  });

  it('searches the host’s skills once typing pauses, hides chosen ones, adds a match by click', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const searchSkills = vi.fn(async (q: string) =>
      ['TypeScript', 'Type theory', 'Go'].filter((s) => s.toLowerCase().startsWith(q.toLowerCase())),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSubmit = vi.fn();
    renderWithMantine(
      <FormServicesProvider services={{ getJson: plainGetJson, searchSkills }}>
        <FormRenderer
          definition={{
            sections: [{ title: 'S', items: [{ name: 'skills', type: 'skillSelector', label: 'Skills' }] }],
          }}
          initialValues={{ skills: ['Type theory'] }}
          onSubmit={onSubmit}
        />
      </FormServicesProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: /Skills/ }), 'typ');
    expect(searchSkills).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(skillSearchDebounceMs);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '+ TypeScript' })).toBeTruthy());
    // One request for the word, with what was typed when typing stopped.
    expect(searchSkills.mock.calls).toEqual([['typ']]);
    expect(screen.queryByRole('button', { name: '+ Type theory' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '+ TypeScript' }));
    expect((screen.getByRole('textbox', { name: /Skills/ }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('skill-matches')).toBeNull();
    expect(screen.getByText('TypeScript')).toBeTruthy();
    vi.useRealTimers();
  });

  it('prefers the form’s own search callback and survives a failing search', async () => {
    const host = vi.fn(async () => ['Host']);
    const own = vi.fn(async () => {
      throw new Error('down');
    });
    const user = userEvent.setup();
    renderWithMantine(
      <FormServicesProvider services={{ getJson: plainGetJson, searchSkills: host }}>
        <FormRenderer
          definition={{
            sections: [{ title: 'S', items: [{ name: 'skills', type: 'skillSelector', label: 'Skills' }] }],
          }}
          callbacks={{ searchSkills: own }}
          onSubmit={() => {}}
        />
      </FormServicesProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: /Skills/ }), 'go');
    await waitFor(() => expect(own).toHaveBeenCalledWith('go'));
    expect(host).not.toHaveBeenCalled();
    expect(screen.queryByTestId('skill-matches')).toBeNull();
  });
});
