import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatCompletionsTestServer,
  finalText,
  toolCalls,
  toolResults,
} from '../../apps/server/src/modules/assistant/chat-completions-test-server.ts';
import { demo, logInThroughApi } from '../support/auth.ts';
import { checkPage, newContext, usePagePerTest } from '../support/browser.ts';

/*
 * Issue 22 item 3: an admin connects the assistant to an OpenAI-compatible server in the site
 * settings, tests it, saves it; a visitor's question is then answered by that server through
 * the search tool, with cards linking to the jobs. The server is a real local HTTP server
 * speaking Chat Completions (scripted answers). The connection is turned off again at the end:
 * the files of a shard share one database.
 */
let page: Page;
usePagePerTest((p) => {
  page = p;
});

const KEY = 'sk-e2e-7c1d9b2a-secret';
let llm: ChatCompletionsTestServer;
beforeAll(async () => {
  llm = await ChatCompletionsTestServer.start();
});
afterAll(async () => {
  await llm?.close();
});

const card = (p: Page) => p.getByRole('region', { name: 'Language model (optional)' });

async function turnOff(p: Page) {
  await logInThroughApi(p, demo.admin);
  const boot = await p.request.get('/api/pcsx/boot');
  const token = ((await boot.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const res = await p.request.put('/api/admin/assistant/settings', {
    data: { enabled: false, base_url: '', model: '', clear_key: true },
    headers: { 'x-csrf-token': token },
  });
  expect(res.status(), await res.text()).toBe(200);
}

describe('the assistant’s language-model connection', () => {
  it('is set up, tested and saved by an admin, then answers a visitor through the search tool', async () => {
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await logInThroughApi(page, demo.admin);
      await page.goto('/admin/settings');
      await page.getByRole('tab', { name: 'Assistant' }).click();
      const form = card(page);
      await form.waitFor();
      await form.getByText('No key is set.', { exact: false }).waitFor();

      // A bad address is refused on the page.
      await form.getByRole('textbox', { name: 'Server address' }).fill('ftp://llm.example');
      await form.getByRole('button', { name: 'Save connection' }).click();
      await form.getByText(/starting with http:\/\/ or https:\/\//).waitFor();

      await form.getByRole('switch', { name: 'Use this language model' }).check();
      await form.getByRole('textbox', { name: 'Server address' }).fill(llm.baseUrl);
      await form.getByRole('textbox', { name: 'Model' }).fill('e2e-model');
      await form.getByLabel('API key').fill(KEY);

      llm.reset(() => finalText('OK'));
      await form.getByRole('button', { name: 'Test connection' }).click();
      await form.getByText(/^Connected: the model answered in/).waitFor();
      expect(llm.received[0]!.headers.authorization).toBe(`Bearer ${KEY}`);

      await form.getByRole('button', { name: 'Save connection' }).click();
      await form.getByText('Saved.').waitFor();
      await form.getByText('A key is set.').waitFor();
      expect(await page.content()).not.toContain(KEY);
      await checkPage(page, 'assistant-language-model-admin');

      // A visitor asks; the model calls search_jobs and answers from its result.
      llm.reset((req) => {
        if (!toolResults(req).length)
          return toolCalls({ name: 'search_jobs', arguments: { work_place: 'remote' } });
        const [result] = toolResults(req) as [{ total: number; jobs: { title: string }[] }];
        return finalText(`From the model: ${result.total} remote jobs, first ${result.jobs[0]?.title}.`);
      });
      const visitor = await newContext(page.context().browser()!);
      const vp = await visitor.newPage();
      await vp.goto('/careers/search');
      await vp.getByRole('button', { name: 'Ask the assistant' }).click();
      const panel = vp.getByTestId('assistant-panel');
      await panel.getByLabel('Your message').fill('any remote jobs?');
      await panel.getByLabel('Your message').press('Enter');
      const reply = panel.getByRole('log').locator('[data-role="assistant"]').last();
      await reply.getByText(/^From the model: \d+ remote jobs/).waitFor({ timeout: 30_000 });
      const cards = reply.locator('article');
      await cards.first().waitFor();
      const href = await cards.first().getByRole('link').first().getAttribute('href');
      expect(href).toMatch(/^\/careers\/job\//);
      expect(llm.received.length).toBe(2);
      await visitor.close();
    } finally {
      await turnOff(page);
    }
  });
});
