// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';
import { esignUrl } from './esign-form-field.tsx';

const post = (data: unknown, origin: string) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

describe('e-sign field', () => {
  it('builds the widget address with wid and hosted', () => {
    expect(esignUrl({ customDomain: 'sign.example.com', wid: 'w1', hosted: true })?.toString()).toBe(
      'https://sign.example.com/public/esign?wid=w1&hosted=true',
    );
    expect(esignUrl({})).toBeUndefined();
  });

  it('accepts ESIGN and REJECT only from the signing origin', async () => {
    const onSign = vi.fn();
    const onReject = vi.fn();
    const { submitted } = renderField(
      {
        name: 'sig',
        type: 'esignForm',
        label: 'Sign',
        additionalProperties: { url: 'https://sign.example.com/w', title: 'Agreement' },
      },
      { callbacks: { onSign, onReject } },
    );
    expect(screen.getByTitle('Agreement').getAttribute('src')).toBe('https://sign.example.com/w');
    await post({ type: 'ESIGN' }, 'https://evil.example');
    expect(onSign).not.toHaveBeenCalled();
    await post({ type: 'ESIGN' }, 'https://sign.example.com');
    await waitFor(() => expect(onSign).toHaveBeenCalledWith('sig'));
    expect(await submitted()).toEqual({ sig: 'signed' });
    await post('REJECT', 'https://sign.example.com');
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('sig'));
    expect(screen.getByText('Declined')).toBeTruthy();
  });
});
