import { assistantLimits } from '@opencareers/contracts/assistant';
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  type ChatMessage,
  historyOf,
  loadConversation,
  saveConversation,
} from './conversation.ts';

const reply: ChatMessage = { id: 'r', role: 'assistant', text: '', pending: true };

describe('applyEvent', () => {
  it('builds a reply from its events, in order', () => {
    let m = applyEvent(reply, { type: 'intent', intent: 'job_search' });
    m = applyEvent(m, { type: 'text', delta: 'I found ' });
    m = applyEvent(m, { type: 'text', delta: '2 jobs.' });
    m = applyEvent(m, {
      type: 'jobs',
      search: { query: 'data', location: null, filters: {}, url: '/careers/search?query=data', total: 2 },
      jobs: [
        {
          id: '1',
          title: 'Data Engineer',
          location: null,
          url: '/careers/job/1',
          apply_url: null,
          work_mode: null,
        },
      ],
    });
    m = applyEvent(m, { type: 'sources', sources: [{ id: 'k', title: 'Visa' }] });
    m = applyEvent(m, { type: 'suggestions', prompts: ['More'] });
    expect(m.pending).toBe(true);
    m = applyEvent(m, { type: 'done' });
    expect(m).toMatchObject({
      text: 'I found 2 jobs.',
      pending: false,
      sources: [{ id: 'k', title: 'Visa' }],
      suggestions: ['More'],
    });
    expect(m.jobs?.jobs[0]?.title).toBe('Data Engineer');
  });

  it('shows an error event as a failed reply', () => {
    expect(applyEvent(reply, { type: 'error', message: 'Sorry' })).toMatchObject({
      text: 'Sorry',
      failed: true,
      pending: false,
    });
  });
});

describe('historyOf', () => {
  it('sends the latest finished turns within the limit', () => {
    const many: ChatMessage[] = Array.from({ length: 30 }, (_, i) => ({
      id: String(i),
      role: i % 2 ? 'assistant' : 'user',
      text: `m${i}`,
    }));
    many.push({ id: 'p', role: 'assistant', text: 'half', pending: true });
    const turns = historyOf(many);
    expect(turns).toHaveLength(assistantLimits.maxHistory);
    expect(turns.at(-1)).toEqual({ role: 'assistant', text: 'm29' });
  });
});

describe('the conversation of the visit', () => {
  it('is kept in and read back from storage, refusing what is not a message', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    saveConversation(storage, [
      { id: '1', role: 'user', text: 'hi' },
      { ...reply, text: 'Hello' },
    ]);
    expect(loadConversation(storage)).toEqual([
      { id: '1', role: 'user', text: 'hi', pending: false },
      { id: 'r', role: 'assistant', text: 'Hello', pending: false },
    ]);
    store.set('oc.assistant.conversation', '[{"id":1},"x",{"id":"2","role":"bot","text":"no"}]');
    expect(loadConversation(storage)).toEqual([]);
    store.set('oc.assistant.conversation', '{broken');
    expect(loadConversation(storage)).toEqual([]);
    saveConversation(storage, []);
    expect(store.size).toBe(0);
  });
});
