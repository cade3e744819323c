import { describe, expect, it } from 'vitest';
import { defaultMessages, emailError, interpolate, messageText } from './messages.ts';
import { requiredError } from './required-message.ts';

describe('§5 messages, word for word', () => {
  it.each([
    ['required', 'This field is required'],
    ['requiredNamed', '%(name)s is required'],
    ['email', 'Email is invalid. Use the format "{email}".'],
    ['dateRangeBoth', 'Please enter both a start and end date.'],
    ['dateRangeFutureStart', 'Start date cannot be in the future'],
    ['phone', 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().'],
    ['phoneCountry', 'Enter a valid phone number and country code.'],
    ['ssn', 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.'],
    ['sin', 'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.'],
    ['regex', 'Enter a valid value.'],
    ['minLength', 'Enter at least %(count)s characters.'],
    ['maxLength', 'Enter no more than %(count)s characters.'],
    ['minValue', 'Enter a value greater than or equal to %(count)s.'],
    ['maxValue', 'Enter a value less than or equal to %(count)s.'],
    ['fileMinCount', 'Upload at least %(count)s file.'],
    ['fileMaxCount', 'Upload no more than %(count)s files.'],
    ['fileUploadFailed', 'File could not be uploaded'],
  ] as const)('%s', (key, text) => {
    expect(defaultMessages[key]).toBe(text);
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(interpolate('Enter at least %(count)s characters.', { count: 3 })).toBe(
      'Enter at least 3 characters.',
    );
    expect(interpolate('%(x)s and %(y)s', { x: 1 })).toBe('1 and %(y)s');
    expect(interpolate('{x} and {y}', { x: 1 })).toBe('1 and {y}');
    expect(interpolate('{constructor} %(toString)s', {})).toBe('{constructor} %(toString)s');
  });

  it('the email message shows an example address, never the literal "{email}"', () => {
    expect(messageText(emailError)).toBe('Email is invalid. Use the format "name@example.com".');
    // A translation that keeps the placeholder gets it filled too.
    expect(messageText(emailError, (_k, p) => interpolate('Format: {email}', p))).toBe(
      'Format: name@example.com',
    );
  });

  it('prefers a custom message, else the translation, else English', () => {
    expect(messageText({ key: 'regex', custom: 'Digits please' })).toBe('Digits please');
    expect(messageText({ key: 'minLength', params: { count: 2 } })).toBe('Enter at least 2 characters.');
    expect(messageText({ key: 'regex' }, (key, _p, fallback) => `${key}:${fallback}`)).toBe(
      'regex:Enter a valid value.',
    );
  });
});

describe('§5 required message', () => {
  const text = (label?: string) => messageText(requiredError(label));
  it('names the field, with trailing punctuation removed', () => {
    expect(text('First name')).toBe('First name is required');
    expect(text('First name:')).toBe('First name is required');
    expect(text('Are you over 18?')).toBe('Are you over 18 is required');
    expect(text('Email address *')).toBe('Email address is required');
  });
  it('is generic when the label is missing or longer than 30 characters', () => {
    expect(text(undefined)).toBe('This field is required');
    expect(text('')).toBe('This field is required');
    expect(text('x'.repeat(30))).toBe(`${'x'.repeat(30)} is required`);
    expect(text('x'.repeat(31))).toBe('This field is required');
    expect(text('Describe your most recent role in detail')).toBe('This field is required');
  });
  it('keeps a custom required message', () => {
    expect(messageText(requiredError('Name', 'Tell us your name'))).toBe('Tell us your name');
  });
});
