// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

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
    expect(screen.getByText('Skills is required')).toBeTruthy();
  });
});
