import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { llmHostAllowed, parseLlmHosts } from './llm-host-policy.ts';

describe('the language-model host policy (ASSISTANT_LLM_HOSTS)', () => {
  it('allows any address when the operator names no host', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(llmHostAllowed(url, [])).toBe(true);
      }),
    );
  });

  it('allows only the named hosts and the subdomains of a "*." entry', () => {
    const hosts = parseLlmHosts(' api.openai.com, *.models.example.com ,, ');
    expect(hosts).toEqual(['api.openai.com', '*.models.example.com']);
    expect(llmHostAllowed('https://API.openai.com/v1', hosts)).toBe(true);
    expect(llmHostAllowed('https://eu.models.example.com/v1', hosts)).toBe(true);
    expect(llmHostAllowed('https://models.example.com/v1', hosts)).toBe(false);
    expect(llmHostAllowed('https://evilmodels.example.com/v1', hosts)).toBe(false);
    expect(llmHostAllowed('https://api.openai.com.evil.test/v1', hosts)).toBe(false);
    expect(llmHostAllowed('http://169.254.169.254/latest', hosts)).toBe(false);
    expect(llmHostAllowed('http://127.0.0.1:11434/v1', hosts)).toBe(false);
    expect(llmHostAllowed('not a url', hosts)).toBe(false);
  });

  it('never allows a host that is not listed, whatever the address', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const host = new URL(url).hostname;
        expect(llmHostAllowed(url, ['only.example.org'])).toBe(host === 'only.example.org');
      }),
    );
  });
});
