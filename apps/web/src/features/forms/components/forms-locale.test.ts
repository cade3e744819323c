import { defaultMessages } from '@opencareers/forms/core/messages';
import { defaultUiTexts } from '@opencareers/forms/core/ui-texts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';

describe('the form toolkit texts in en.json', () => {
  it('are the toolkit defaults word for word (spec §5 and §9)', () => {
    expect(en.forms.messages).toEqual(defaultMessages);
    expect(en.forms.ui).toEqual(defaultUiTexts);
  });
});
