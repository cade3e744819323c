import { type BootData, bootDataSchema } from '@opencareers/contracts/boot';
import type { TenantConfigInput } from '@opencareers/contracts/tenant-config';

interface BootFixture {
  loggedIn?: boolean;
  role?: BootData['user']['role'];
  config?: TenantConfigInput;
  /** The signed-in user's saved UI language. */
  locale?: string | null;
}

/** Boot data as the server would send it, completed with the contract's defaults. */
export function makeBoot({ loggedIn = false, role, config = {}, locale = null }: BootFixture = {}): BootData {
  return bootDataSchema.parse({
    tenant: { domain: 'acme.example', name: 'Acme' },
    config,
    csrfToken: 'boot-token',
    user: {
      groupId: 'group-1',
      isLoggedIn: loggedIn,
      role: role ?? (loggedIn ? 'candidate' : null),
      profile: loggedIn
        ? {
            fullname: 'Ada Lovelace',
            encId: 'u-1',
            email: 'ada@example.com',
            firstname: 'Ada',
            lastname: 'Lovelace',
            hasResume: false,
            location: '',
            avatar: null,
          }
        : null,
      profileCompletionData: null,
      locale,
    },
  });
}
