// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render.tsx';
import { renderField } from '../../../test/render-field.tsx';
import { FormRenderer } from '../../form-renderer.tsx';
import { FormServicesProvider, plainGetJson } from '../../form-services.tsx';
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
    // A document id alone: the host's widget if it has one, else no frame ("not ready").
    expect(esignUrl({ wid: 'doc-1' })).toBeUndefined();
    const host = (wid: string) => `https://careers.example.com/api/offer/esign?wid=${wid}&hosted=x`;
    expect(esignUrl({ wid: 'doc-1' }, host)?.toString()).toBe(
      'https://careers.example.com/api/offer/esign?wid=doc-1&hosted=x',
    );
    expect(esignUrl({ wid: 'doc-1', url: 'https://sign.example.com/w' }, host)?.origin).toBe(
      'https://sign.example.com',
    );
  });

  it('frames the host’s widget for a wid and takes messages from its origin', async () => {
    const onSign = vi.fn();
    const esignWidgetUrl = (wid: string) => `https://careers.example.com/api/offer/esign?wid=${wid}`;
    renderWithMantine(
      <FormServicesProvider services={{ getJson: plainGetJson, esignWidgetUrl }}>
        <FormRenderer
          definition={{
            sections: [
              {
                title: 'S',
                items: [
                  { name: 'sig', type: 'esignForm', label: 'Sign', additionalProperties: { wid: 'd1' } },
                ],
              },
            ],
          }}
          callbacks={{ onSign }}
          onSubmit={() => {}}
        />
      </FormServicesProvider>,
    );
    expect(screen.getByTitle('Sign').getAttribute('src')).toBe(
      'https://careers.example.com/api/offer/esign?wid=d1',
    );
    await post({ type: 'ESIGN' }, 'https://careers.example.com');
    await waitFor(() => expect(onSign).toHaveBeenCalledWith('sig'));
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

  it('shows no frame and hears no message when disabled or read only (read only keeps the stored status; disabled sends none)', async () => {
    for (const flag of [{ disabled: true }, { readonly: true }]) {
      const onSign = vi.fn();
      const { submitted } = renderField(
        {
          name: 'sig',
          type: 'esignForm',
          label: 'Sign',
          ...flag,
          additionalProperties: { url: 'https://sign.example.com/w', title: 'Agreement' },
        },
        { callbacks: { onSign }, initialValues: { sig: 'rejected' } },
      );
      expect(screen.queryByTitle('Agreement')).toBeNull();
      await post({ type: 'ESIGN' }, 'https://sign.example.com');
      expect(onSign).not.toHaveBeenCalled();
      expect(screen.getByText('Declined')).toBeTruthy();
      // A disabled question takes no answer (validateForm drops it too); read only keeps its own.
      expect(await submitted()).toEqual(flag.disabled ? {} : { sig: 'rejected' });
      cleanup();
    }
  });
});
