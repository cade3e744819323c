import { Jimp } from 'jimp';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import type { TestApp } from '../../test/test-app.ts';
import { signUp } from '../auth/service.ts';
import { loggedIn } from '../interviews/interviews-test-kit.ts';
import { TenantService } from '../tenants/service.ts';

export const put = (agent: HttpAgent, url: string, payload: unknown) =>
  agent.request({ method: 'PUT', url, payload: payload as object });

export const state = async (agent: HttpAgent) => {
  const res = await agent.get('/api/admin/settings');
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

let counter = 0;
/** A user of the demo tenant with the theme-builder role, logged in. */
export async function themeBuilder(t: TestApp) {
  const tenant = await new TenantService(t.database.db, 0).byDomain(demoTenant.domain);
  const who = {
    email: `theme.${++counter}.${Date.now()}@example.com`,
    password: 'a sturdy theme passphrase',
  };
  await signUp(t.database.db, tenant!, { ...who, firstname: 'Tess', lastname: 'Theme' }, 'theme-builder');
  return loggedIn(t, who);
}

export async function png(width: number, height: number): Promise<Uint8Array> {
  const image = new Jimp({ width, height, color: 0x1f5fbfff });
  return new Uint8Array(await image.getBuffer('image/png'));
}

export async function upload(
  agent: HttpAgent,
  kind: string,
  content: Uint8Array,
  type = 'image/png',
  name = 'x.png',
) {
  const body = await multipart({}, [{ field: 'file', name, type, content }]);
  return agent.request({
    method: 'POST',
    url: '/api/admin/settings/images',
    query: { kind },
    payload: body.payload,
    headers: body.headers,
  });
}
