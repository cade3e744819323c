import { describe, expect, it } from 'vitest';
import { parseTenantConfig, tenantConfigSchema, webOriginSchema } from './tenant-config.ts';

describe('tenant configuration', () => {
  it('fills every area with defaults from an empty object', () => {
    const c = parseTenantConfig({});
    expect(c.loginSignupConfig.candidateLoginEnabled).toBe(true);
    expect(c.termsOfService.submitButtonText).toBe('Accept');
    expect(c.pcsxConfig.branding.companyName).toBe('OpenCareers');
    expect(c.pcsxConfig.searchConfig.autocompleteMinLength).toBe(1);
    expect(c.behaviourFlags.enableCommaInFilterValues).toBe(false);
    expect(parseTenantConfig(undefined)).toEqual(c);
  });

  it('keeps what a tenant sets and defaults the rest of the same area', () => {
    const c = parseTenantConfig({ pcsxConfig: { branding: { companyName: 'Acme' } } });
    expect(c.pcsxConfig.branding.companyName).toBe('Acme');
    expect(c.pcsxConfig.branding.primaryColor).toBe('#1f5fbf');
    expect(c.pcsxConfig.searchConfig.mapConfig.enabled).toBe(false);
  });

  it('rejects invalid values with the path of the problem', () => {
    const bad = tenantConfigSchema.safeParse({ pcsxConfig: { branding: { primaryColor: 'red' } } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['pcsxConfig', 'branding', 'primaryColor']);
    expect(
      tenantConfigSchema.safeParse({
        pcsxConfig: { branding: { banners: { nowhere: { type: 'info', message: 'x' } } } },
      }).success,
    ).toBe(false);
    expect(tenantConfigSchema.safeParse({ termsOfService: { submitButtonText: '' } }).success).toBe(false);
  });

  it('takes https origins, and plain http only for names on this machine', () => {
    for (const ok of [
      'https://careers.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://acme.localhost:3000',
      'http://careers.acme.localhost',
    ])
      expect(webOriginSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      'http://careers.example.com',
      'http://localhost.example.com',
      'http://acme.localhost.evil.example',
      'http://acme.localhost:3000/',
      'https://careers.example.com/jobs',
    ])
      expect(webOriginSchema.safeParse(bad).success, bad).toBe(false);
  });
});
