import { assistantPaths } from '@opencareers/contracts/assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin } from '../interviews/interviews-test-kit.ts';
import { TenantService } from '../tenants/service.ts';
import { ChatCompletionsTestServer, finalText } from './chat-completions-test-server.ts';
import { connectionRepository } from './connection-repository.ts';
import { llmHostRefused } from './llm-host-policy.ts';

// A hosting operator names the servers a company's connection may reach (ASSISTANT_LLM_HOSTS):
// a local address, like the test server's, is then refused on save, on test and when answering.
let t: TestApp;
let llm: ChatCompletionsTestServer;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ ASSISTANT_LLM_HOSTS: 'models.example.org, *.llm.example.org' });
  llm = await ChatCompletionsTestServer.start();
  llm.reset(() => finalText('should never be asked'));
  admin = await demoAdmin(t);
});
afterAll(async () => {
  await llm?.close();
  await t.close();
});

const body = (base_url: string) => ({ enabled: true, base_url, model: 'm', api_key: 'sk-x' });

describe('the operator’s list of language-model hosts', () => {
  it('refuses to save or test an address whose host is not listed, and changes nothing', async () => {
    const before = (await admin.get(assistantPaths.adminSettings)).json().data;
    for (const url of [
      llm.baseUrl,
      'http://169.254.169.254/latest',
      'https://models.example.org.evil.test/v1',
    ]) {
      const saved = await admin.request({
        method: 'PUT',
        url: assistantPaths.adminSettings,
        payload: body(url),
      });
      expect(saved.statusCode, url).toBe(400);
      expect(saved.json().fieldErrors).toEqual({ base_url: llmHostRefused });
      const tested = await admin.post(assistantPaths.adminSettingsTest, {
        base_url: url,
        model: 'm',
        timeout_seconds: 2,
      });
      expect(tested.statusCode, url).toBe(400);
    }
    expect((await admin.get(assistantPaths.adminSettings)).json().data).toEqual(before);
    expect(llm.received).toHaveLength(0);
  });

  it('saves a listed host and its subdomains', async () => {
    for (const url of ['https://models.example.org/v1', 'https://eu.llm.example.org/v1']) {
      const saved = await admin.request({
        method: 'PUT',
        url: assistantPaths.adminSettings,
        payload: body(url),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.base_url).toBe(url);
    }
  });

  it('does not call an address saved before the host list, and the built-in engine answers', async () => {
    const tenant = (await new TenantService(t.database.db, 0).defaultTenant())!;
    await connectionRepository.put(t.database.db, tenant.id, {
      enabled: true,
      baseUrl: llm.baseUrl,
      model: 'm',
      apiKeySealed: null,
      timeoutSeconds: 5,
      updatedBy: null,
    });
    const visitor = new HttpAgent(t.app);
    await visitor.boot();
    const res = await visitor.post(assistantPaths.messages, { message: 'remote jobs', history: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toMatch(/I found \d+ jobs? \(remote\)\./);
    expect(llm.received).toHaveLength(0);
  });
});
