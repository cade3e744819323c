// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('textarea field', () => {
  it('keeps Enter for new lines, trims on blur and checks maxLength', async () => {
    const { user, submitted } = renderField({
      name: 'bio',
      type: 'textarea',
      label: 'Bio',
      textAreaOptions: { enableExpand: true, placeholder: 'A few words' },
      rules: [{ type: 'maxLength', value: 10 }],
    });
    const input = screen.getByPlaceholderText('A few words') as HTMLTextAreaElement;
    await user.type(input, ' one{Enter}two ');
    await user.tab();
    expect(input.value).toBe('one\ntwo');
    await user.type(input, 'three four');
    await user.tab();
    expect(await screen.findByText('Enter no more than 10 characters.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'ok');
    expect(await submitted()).toEqual({ bio: 'ok' });
  });
});
