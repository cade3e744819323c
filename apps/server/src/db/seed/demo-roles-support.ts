/** Support role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const supportDepartment: RawDepartment = {
  name: 'Support',
  weight: 6,
  intern: 'Customer Support Intern',
  manager: 'Support Team Manager',
  director: 'Director of Customer Support',
  entry: 'Associate, Junior',
  lead: 'Lead',
  mission: 'give customers fast, friendly and accurate help whenever they need it',
  partners: 'customer success, product and engineering',
  study: 'any field; we care more about how you help people than what you studied',
  skills: 'Zendesk, Customer Communication, Troubleshooting, Jira, Knowledge Base Writing',
  duties: `
    Improve help center articles and macros based on what customers ask
    Spot trends in tickets and flag them to product teams
    Take part in a fair, follow-the-sun shift schedule
    Celebrate great customer interactions with the team
  `,
  bring: `
    Patience, empathy and a genuine desire to help people
    Clear written communication, including for frustrated customers
    Curiosity to figure out how things work
  `,
  nice: `
    Fluency in an additional language such as German, French, Spanish or Japanese
    Experience supporting B2B SaaS products
    Experience with support automation and AI assistants
  `,
  families: [
    {
      title: 'Customer Support Specialist',
      pay: 55000,
      focus: 'Tier 1; Billing; Enterprise Customers; Weekend Coverage; Chat Support',
      skills:
        'Zendesk, Intercom, Troubleshooting, Customer Communication, Ticket Triage, Live Chat Support, Email Support, Phone Support, De-escalation, Salesforce Service Cloud',
      duties: `
        Help customers by email, chat and phone, with a focus on {focus}
        Troubleshoot issues and resolve most of them on first contact
        Escalate complex problems to specialists with clear reproduction steps
        Keep customers updated until their issue is solved
      `,
      bring: `
        Experience in customer service or support
        Great written English and a friendly tone
        Comfort learning new software quickly
      `,
      nice: `
        Experience with Zendesk or Intercom
        Experience supporting customers in several time zones
      `,
    },
    {
      title: 'Technical Support Engineer',
      manager: 'Technical Support Manager',
      director: 'Director of Technical Support',
      pay: 95000,
      focus: 'Public API; Integrations; SSO & Provisioning; Enterprise Customers',
      skills:
        'Troubleshooting, REST APIs, SQL, Linux, Log Analysis, Zendesk, Postman, Jira, Python, Chrome DevTools, Networking Fundamentals, SSO/SAML',
      duties: `
        Solve complex technical issues for customers, especially around {focus}
        Reproduce bugs and file precise reports for engineering
        Read logs, inspect API traffic and query data to find root causes
        Build tools and scripts that make the support team faster
      `,
      bring: `
        Experience in technical support for a SaaS or developer product
        Comfort with APIs, HTTP and basic scripting
        Methodical problem-solving and clear communication
      `,
      nice: `
        Experience with identity providers such as Okta or Entra ID
        Basic programming experience in Python or JavaScript
      `,
    },
    {
      title: 'Support Operations Analyst',
      pay: 85000,
      focus: 'Workforce Management; Tooling; Quality; Reporting',
      skills:
        'Zendesk Administration, Workforce Management, SQL, Excel, Looker, Process Design, Macros & Automation, Zapier, Forecasting, Quality Assurance',
      manager: 'Support Operations Manager',
      duties: `
        Own {focus} for the global support team
        Forecast ticket volume and build schedules that match demand
        Administer Zendesk, routing rules and automations
        Report on SLAs, CSAT and productivity
      `,
      bring: `
        Experience in support operations or workforce management
        Strong Excel or SQL skills
        A process-oriented, data-driven mindset
      `,
      nice: `
        Zendesk administrator certification
        Experience rolling out AI agents in support
      `,
    },
    {
      title: 'Support Content Specialist',
      manager: 'Knowledge Manager',
      pay: 75000,
      focus: 'Help Center; Macros; Video Tutorials; Localization',
      skills:
        'Knowledge Base Writing, Zendesk Guide, Technical Writing, Information Architecture, Content Strategy, Screen Recording, Loom, SEO, Style Guides, Localization',
      duties: `
        Create and maintain {focus} content that helps customers help themselves
        Work with product on documentation for new releases
        Analyse search and ticket data to find missing articles
        Keep tone and formatting consistent across languages
      `,
      bring: `
        Experience writing help center or technical content
        Clear, concise writing and attention to detail
        Ability to learn complex product areas quickly
      `,
      nice: `
        Experience producing short video tutorials
        Experience with translation management systems
      `,
    },
    {
      title: 'Support Escalation Engineer',
      manager: 'Escalations Manager',
      pay: 110000,
      focus: 'Platform Incidents; Data Issues; Performance; Enterprise Escalations',
      skills:
        'Incident Management, Root Cause Analysis, SQL, Log Analysis, Datadog, REST APIs, Linux, Jira, Python, Kubernetes, Postman',
      duties: `
        Handle the hardest customer escalations, including {focus}
        Work directly with engineering teams on root cause and fixes
        Communicate with enterprise customers during incidents
        Turn recurring issues into product or documentation improvements
      `,
      bring: `
        Experience in advanced technical support or site reliability
        Strong debugging skills across APIs, databases and logs
        Composure with high-stakes customer communication
      `,
      nice: `
        Experience with observability tools such as Datadog
        Software development experience
      `,
    },
    {
      title: 'Billing Support Specialist',
      manager: 'Billing Support Manager',
      pay: 58000,
      focus: 'Invoicing; Payments; Refunds; Subscription Changes',
      skills:
        'Stripe, Zuora, Billing Operations, Invoicing, Zendesk, Salesforce, Excel, Payment Disputes, Customer Communication, Refund Management',
      duties: `
        Resolve customer questions about {focus}
        Process credits, refunds and plan changes accurately
        Work with finance on collections and payment disputes
        Suggest improvements to billing flows and help articles
      `,
      bring: `
        Experience in billing, accounts receivable or customer support
        High accuracy with numbers and details
        Friendly, clear communication
      `,
      nice: `
        Experience with Stripe or Zuora
        Knowledge of VAT and sales tax basics
      `,
    },
    {
      title: 'Support Quality Analyst',
      manager: 'Support Quality Manager',
      pay: 65000,
      focus: 'Ticket Quality; Coaching; Onboarding; Customer Satisfaction',
      skills:
        'Quality Assurance, Zendesk, Coaching, Calibration Sessions, Customer Satisfaction (CSAT), Excel, Feedback Delivery, Process Improvement, Scorecard Design, Zendesk QA',
      duties: `
        Review customer conversations and score them against our quality standards, especially {focus}
        Run calibration sessions with team leads
        Coach specialists with specific, kind feedback
        Identify training needs and build learning materials
      `,
      bring: `
        Experience in customer support, ideally as a senior agent or QA specialist
        Excellent written communication and feedback skills
        Fairness and consistency in evaluation
      `,
      nice: `
        Experience with QA tools such as Zendesk QA
        Experience designing scorecards
      `,
    },
    {
      title: 'Community Manager',
      pay: 85000,
      focus: 'Customer Community; Developer Community; User Groups; Champions Program',
      skills:
        'Community Management, Discourse, Moderation, Content Creation, Slack Communities, Event Planning, Community Analytics, Copywriting, Social Media, Program Management',
      manager: 'Head of Community',
      duties: `
        Grow and nurture our {focus}
        Moderate discussions and make sure questions get answered
        Run meetups, AMAs and online events with product experts
        Recognise and empower our most active members
      `,
      bring: `
        Experience building or managing an online community
        Warm, inclusive communication style
        Organisation skills for events and programs
      `,
      nice: `
        Experience with Discourse or similar platforms
        Experience running an ambassador program
      `,
    },
  ],
};
