import type { TenantConfigInput } from '@opencareers/contracts/tenant-config';

/** The demo company every fresh installation starts with (README "Demo site"). */
export const demoTenant = {
  domain: 'northwind.example',
  name: 'Northwind Labs',
  admin: {
    email: 'admin@northwind.example',
    password: 'Demo-Admin-2026',
    firstname: 'Avery',
    lastname: 'Admin',
  },
  candidate: {
    email: 'candidate@northwind.example',
    password: 'Demo-Candidate-2026',
    firstname: 'Jordan',
    lastname: 'Rivera',
  },
  config: {
    pcsxConfig: {
      branding: {
        companyName: 'Northwind Labs',
        primaryColor: '#1f5fbf',
        footerHtml:
          '<p><strong>Northwind Labs</strong> is an equal opportunity employer. We welcome applicants of every background.</p>' +
          '<p><a href="https://northwind.example/privacy">Privacy notice</a> · <a href="https://northwind.example/accessibility">Accessibility</a> · <a href="mailto:careers@northwind.example">careers@northwind.example</a></p>',
        contactUrl: 'mailto:careers@northwind.example',
        seo: {
          description:
            'Explore open roles at Northwind Labs across engineering, product, design, sales and more.',
        },
      },
      jobCartEnabled: true,
      searchConfig: { mapConfig: { enabled: true } },
    },
    // The demo shows job alerts: candidates can save a search from the search page.
    notificationsConfig: { savedSearchNotificationsEnabled: true },
    // The demo shows referrals: a signed-in candidate can refer someone from a job's page.
    gates: { referralWithCandidateApplicationGate: true },
    // The demo shows the search page's assistant (issue 22).
    chatbotxConfig: { enabled: true },
  } satisfies TenantConfigInput,
} as const;
