/** Customer Success role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const customerSuccessDepartment: RawDepartment = {
  name: 'Customer Success',
  weight: 7,
  intern: 'Customer Success Intern',
  manager: 'Customer Success Team Manager',
  director: 'Director of Customer Success',
  entry: 'Associate, Junior',
  lead: 'Lead, Principal',
  mission: 'make every customer successful, long after the contract is signed',
  partners: 'sales, support, product and our professional services team',
  study: 'Business, Communications or a related field',
  skills: 'Customer Communication, Salesforce, Gainsight, Zoom, Presentation Skills',
  duties: `
    Bring customer feedback to product teams with clear context
    Share playbooks and success stories with the wider team
    Keep account plans and health data current
    Join customer advisory boards and user group events
  `,
  bring: `
    Genuine empathy for customers and a drive to solve their problems
    Strong organisation across many accounts and priorities
    Confidence presenting to both practitioners and executives
  `,
  nice: `
    Experience with B2B SaaS in a similar category
    Experience with digital, scaled customer success programs
    Additional language skills for international customers
  `,
  families: [
    {
      title: 'Customer Success Manager',
      pay: 95000,
      focus: 'Enterprise; Mid-Market; Strategic Accounts; EMEA; APAC; Public Sector',
      skills:
        'Gainsight, Salesforce, Account Planning, QBRs, Churn Reduction, Customer Onboarding, Renewals, Stakeholder Management, Customer Health Scoring, Upselling, Totango',
      duties: `
        Own the relationship with a portfolio of {focus} customers
        Drive adoption and measurable value through success plans
        Spot churn risk early and lead recovery plans
        Identify expansion opportunities with account managers
        Run executive business reviews with customer stakeholders
      `,
      bring: `
        Experience in customer success or account management for SaaS
        Track record of improving retention and adoption
        Excellent relationship and communication skills
      `,
      nice: `
        Experience managing strategic, high-touch accounts
        Certification in a customer success methodology
      `,
    },
    {
      title: 'Implementation Manager',
      pay: 100000,
      focus: 'Enterprise Onboarding; Integrations; Data Migration; Mid-Market Onboarding',
      skills:
        'Project Management, Customer Onboarding, Data Migration, REST API Design, SQL, Jira, SSO/SAML, Change Management, Smartsheet, Solution Configuration',
      manager: 'Implementation Team Manager',
      duties: `
        Lead {focus} projects from kickoff to go-live
        Configure the platform to fit customer workflows
        Coordinate data migration, SSO and integrations with customer IT teams
        Keep projects on time with clear plans and status updates
      `,
      bring: `
        Experience delivering SaaS implementations
        Strong project management skills
        Technical comfort with data, APIs and identity providers
      `,
      nice: `
        PMP or PRINCE2 certification
        Experience with large change management programs
      `,
    },
    {
      title: 'Technical Account Manager',
      pay: 120000,
      focus: 'Enterprise; Strategic Accounts; Platform Customers; EMEA',
      skills:
        'Technical Troubleshooting, REST API Design, SQL, Salesforce, Incident Management, Architecture Reviews, Jira, Zendesk, Postman, Python, SSO/SAML',
      duties: `
        Be the trusted technical advisor for {focus} customers
        Run architecture reviews and recommend best practices
        Coordinate escalations and incidents with support and engineering
        Advocate for customer technical needs in product planning
      `,
      bring: `
        Experience in a technical account management or solutions role
        Strong troubleshooting skills with APIs and integrations
        Ability to explain technical topics to business stakeholders
      `,
      nice: `
        Scripting skills in Python or JavaScript
        Cloud certifications
      `,
    },
    {
      title: 'Onboarding Specialist',
      pay: 70000,
      focus: 'SMB; Self-Serve; Mid-Market; EMEA',
      skills:
        'Customer Onboarding, Product Training, Zendesk, Gainsight, Salesforce, Webinar Delivery, Process Documentation, Loom, Intercom, Customer Communication',
      duties: `
        Guide new {focus} customers through their first 90 days
        Run engaging training sessions and webinars
        Create onboarding guides, videos and checklists
        Hand customers over to their CSM with a clear success plan
      `,
      bring: `
        Experience in onboarding, training or customer support
        Clear, friendly communication and presentation skills
        Ability to juggle many customers at the same time
      `,
      nice: `
        Experience creating video content
        Experience with scaled onboarding programs
      `,
    },
    {
      title: 'Renewals Manager',
      pay: 90000,
      focus: 'Enterprise; Mid-Market; SMB; Multi-Year Contracts',
      skills:
        'Renewals, Negotiation, Salesforce, Forecasting, Contract Management, Clari, Gainsight, Pricing Strategy, Churn Reduction, Salesforce CPQ',
      duties: `
        Own the renewal process for {focus} contracts
        Forecast renewals accurately and flag risk early
        Negotiate pricing and terms while protecting relationships
        Partner with CSMs to build renewal strategies months ahead
      `,
      bring: `
        Experience in renewals, account management or sales
        Strong negotiation skills
        Comfort with forecasting and commercial targets
      `,
      nice: `
        Experience with multi-year and co-termed contracts
        Experience working with procurement teams
      `,
    },
    {
      title: 'Customer Education Manager',
      pay: 100000,
      focus: 'Academy; Certifications; Admin Training; Developer Training',
      skills:
        'Instructional Design, Articulate 360, LMS Administration, Video Production, Curriculum Design, Camtasia, Webinar Delivery, Certification Programs, Skilljar, Technical Writing',
      duties: `
        Build our {focus} program from curriculum to delivery
        Create self-paced courses, videos and hands-on labs
        Measure the impact of training on adoption and retention
        Work with product to keep content current with each release
      `,
      bring: `
        Experience in customer education or instructional design
        Strong writing and video production skills
        Experience running a learning management system
      `,
      nice: `
        Experience launching a certification program
        Experience teaching technical audiences
      `,
    },
    {
      title: 'Professional Services Consultant',
      pay: 115000,
      focus: 'Enterprise Deployments; Workflow Design; Integrations; Change Management',
      skills:
        'Solution Configuration, Workshop Facilitation, Data Migration, SQL, Change Management, Project Management, REST API Design, Business Process Design, Jira, Customer Communication',
      manager: 'Professional Services Manager',
      director: 'Director of Professional Services',
      duties: `
        Deliver paid {focus} engagements for our largest customers
        Facilitate workshops to design future-state processes
        Configure advanced solutions and build custom integrations
        Scope engagements with sales and keep delivery profitable
      `,
      bring: `
        Experience in consulting or professional services for software
        Strong facilitation and problem-solving skills
        Ability to manage customer expectations and scope
      `,
      nice: `
        Background at a management or technology consultancy
        Experience with integration platforms
      `,
    },
    {
      title: 'Customer Success Operations Analyst',
      pay: 95000,
      focus: 'Health Scoring; Renewal Forecasting; CS Tooling; Capacity Planning',
      skills:
        'Gainsight, Salesforce, SQL, Customer Health Scoring, Excel, Tableau, Process Design, ChurnZero, Forecasting, Data Hygiene',
      manager: 'Customer Success Operations Manager',
      duties: `
        Build the data and tools behind {focus}
        Maintain dashboards on retention, adoption and team capacity
        Administer Gainsight and streamline CSM workflows
        Support planning for book sizes and coverage models
      `,
      bring: `
        Experience in customer success, sales or revenue operations
        Strong Excel and SQL skills
        A process-oriented mindset
      `,
      nice: `
        Gainsight administrator certification
        Experience building churn prediction inputs with data teams
      `,
    },
  ],
};
