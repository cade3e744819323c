/** Sales role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const salesDepartment: RawDepartment = {
  name: 'Sales',
  weight: 13,
  intern: 'Sales Intern',
  manager: 'Sales Manager',
  director: 'Director of Sales',
  entry: 'Associate, Junior',
  lead: 'Lead, Principal',
  mission: 'bring Northwind Labs to the teams who need it most and help them buy with confidence',
  partners: 'solutions engineers, marketing, customer success and our partners',
  study: 'Business, Communications, Economics or a related field',
  skills: 'Salesforce, Negotiation, Gong, Forecasting, Discovery Calls',
  duties: `
    Keep Salesforce accurate so forecasts reflect reality
    Share customer insights with product and marketing
    Contribute to a culture of open deal reviews and peer coaching
    Represent Northwind Labs at customer events and trade shows
  `,
  bring: `
    Excellent listening, questioning and presentation skills
    Resilience and a competitive yet collaborative spirit
    Business acumen and genuine curiosity about how customers operate
  `,
  nice: `
    Experience selling B2B SaaS to operations or IT buyers
    Experience with value-based selling methodologies
    Fluency in a second language relevant to your territory
  `,
  families: [
    {
      title: 'Account Executive',
      pay: 95000,
      focus: 'Mid-Market; SMB; North America; EMEA; APAC; Financial Services; Healthcare; Public Sector',
      skills:
        'Salesforce, MEDDICC, Negotiation, Pipeline Management, Solution Selling, Forecasting, Gong, Outreach, Discovery Calls, Contract Negotiation, Challenger Sale, LinkedIn Sales Navigator',
      duties: `
        Own the full sales cycle for {focus} accounts, from first call to signature
        Build and manage a healthy pipeline with your SDR and marketing partners
        Run discovery and tailored demos that connect our product to business outcomes
        Negotiate commercial terms and close new business
        Forecast accurately and hit or exceed your quarterly quota
      `,
      bring: `
        Experience closing B2B software deals
        A consistent record of meeting or exceeding quota
        Ability to manage several complex deals at once
      `,
      nice: `
        Experience selling into {focus} accounts
        Experience with MEDDICC or a similar qualification framework
      `,
    },
    {
      title: 'Enterprise Account Executive',
      pay: 135000,
      focus: 'Strategic Accounts; Financial Services; Healthcare; Retail; Public Sector; DACH; Nordics',
      skills:
        'Enterprise Sales, MEDDPICC, Salesforce, Negotiation, Executive Presence, Complex Deal Strategy, Forecasting, Procurement Navigation, Gong, Account Planning, Value Selling',
      manager: 'Enterprise Sales Manager',
      duties: `
        Win and expand six- and seven-figure relationships in {focus}
        Build multi-threaded relationships up to the C-suite
        Orchestrate solutions engineers, legal, security and executives on complex deals
        Navigate procurement, security reviews and legal negotiations
        Build strategic account plans with a multi-year view
      `,
      bring: `
        Experience closing large enterprise software deals
        Strong executive presence and business case skills
        Patience and rigour for long, multi-stakeholder sales cycles
      `,
      nice: `
        An existing network among enterprise buyers in your region
        Experience selling platform or infrastructure software
      `,
    },
    {
      title: 'Sales Development Representative',
      pay: 60000,
      focus: 'Inbound; Outbound; Mid-Market; Enterprise; EMEA; North America',
      skills:
        'Outreach, Salesloft, Cold Calling, Prospecting, LinkedIn Sales Navigator, Salesforce, Email Copywriting, ZoomInfo, Lead Qualification, BANT, Gong',
      intern: 'Sales Development Intern',
      manager: 'Sales Development Manager',
      director: 'Director of Sales Development',
      duties: `
        Generate qualified pipeline for our {focus} sales team
        Research target accounts and write personalised outreach
        Qualify inbound leads quickly and book meetings for account executives
        Experiment with messaging and share what works with the team
      `,
      bring: `
        Energy, curiosity and resilience in the face of rejection
        Strong written communication and phone skills
        Eagerness to learn and grow into a closing role
      `,
      nice: `
        Previous experience in sales, hospitality or another customer-facing role
        Familiarity with sales engagement tools
      `,
    },
    {
      title: 'Solutions Engineer',
      pay: 145000,
      focus: 'Mid-Market; Enterprise; Partners; Financial Services; EMEA',
      skills:
        'Technical Demos, Solution Design, REST API Design, SQL, Proof of Concept Management, Salesforce, Discovery Calls, JavaScript, SSO/SAML, RFP Responses, Postman, Python',
      manager: 'Solutions Engineering Manager',
      director: 'Director of Solutions Engineering',
      duties: `
        Partner with account executives on {focus} opportunities as the technical lead
        Run discovery and tailored demos that map our platform to customer workflows
        Plan and deliver successful proofs of concept
        Answer technical, security and integration questions with confidence
        Feed field insights back to product and engineering
      `,
      bring: `
        Experience as a solutions engineer, sales engineer or technical consultant
        Comfort with APIs, data and SaaS integrations
        Outstanding presentation skills for both technical and business audiences
      `,
      nice: `
        Scripting experience in JavaScript or Python
        Experience responding to security questionnaires and RFPs
      `,
    },
    {
      title: 'Revenue Operations Analyst',
      pay: 100000,
      focus: 'Forecasting; Territory Planning; Sales Compensation; Pipeline Analytics',
      skills:
        'Salesforce, Excel, SQL, Territory Planning, Forecasting, Clari, Tableau, HubSpot, Compensation Planning, Data Hygiene, LeanData',
      manager: 'Revenue Operations Manager',
      director: 'Director of Revenue Operations',
      duties: `
        Own analysis and processes for {focus}
        Build dashboards that show pipeline health and sales productivity
        Support annual planning, quota setting and territory design
        Keep CRM data clean and processes simple
      `,
      bring: `
        Experience in sales or revenue operations
        Advanced Excel or Google Sheets skills and working SQL knowledge
        Strong understanding of B2B sales funnels
      `,
      nice: `
        Salesforce administration experience
        Experience with sales compensation tools
      `,
    },
    {
      title: 'Partner Manager',
      pay: 120000,
      focus: 'Technology Partners; Resellers; Cloud Marketplaces; Systems Integrators',
      skills:
        'Partner Programs, Channel Sales, Co-Selling, Salesforce, Negotiation, AWS Marketplace, Joint Business Planning, Crossbeam, Partner Enablement, Contract Negotiation',
      manager: 'Partnerships Manager',
      director: 'Director of Partnerships',
      duties: `
        Build and grow relationships with {focus}
        Create joint business plans and co-selling motions
        Enable partner teams to position and sell Northwind Labs
        Track partner-sourced and partner-influenced pipeline
      `,
      bring: `
        Experience managing channel or technology partnerships
        Strong negotiation and relationship-building skills
        Ability to align internal teams around partner priorities
      `,
      nice: `
        Experience selling through AWS, Azure or Google Cloud marketplaces
        An existing partner network in SaaS
      `,
    },
    {
      title: 'Sales Enablement Manager',
      pay: 115000,
      focus: 'New Hire Onboarding; Product Launches; Sales Methodology; Coaching',
      skills:
        'Sales Enablement, Highspot, Seismic, Gong, Curriculum Design, Salesforce, Onboarding Programs, Coaching, Content Management, LMS Administration, Messaging Frameworks',
      manager: 'Head of Sales Enablement',
      duties: `
        Design and run enablement programs focused on {focus}
        Build onboarding paths that get new sellers productive faster
        Turn product launches into talk tracks, demos and certifications
        Measure program impact on ramp time and win rates
      `,
      bring: `
        Experience in sales enablement, sales training or quota-carrying sales
        Strong facilitation and content design skills
        A data-driven approach to measuring learning impact
      `,
      nice: `
        Experience rolling out a sales methodology
        Experience with conversation intelligence tools
      `,
    },
    {
      title: 'Account Manager',
      pay: 85000,
      focus: 'SMB; Mid-Market; EMEA; North America; APAC',
      skills:
        'Account Management, Upselling, Renewals, Salesforce, Negotiation, Gainsight, Relationship Building, Forecasting, QBRs, Cross-selling',
      duties: `
        Grow a book of existing {focus} customers through upsell and cross-sell
        Run business reviews that connect usage to customer outcomes
        Negotiate renewals and expansions
        Work with customer success to reduce churn risk
      `,
      bring: `
        Experience in account management or expansion sales
        Strong relationship-building and negotiation skills
        Comfort with quota and commercial targets
      `,
      nice: `
        Experience with usage-based pricing
        Experience managing a high-volume book of customers
      `,
    },
    {
      title: 'Deal Desk Analyst',
      pay: 95000,
      focus: 'Enterprise Deals; Pricing; Quote-to-Cash; Renewals',
      skills:
        'Deal Structuring, Salesforce CPQ, Salesforce, Contract Review, Pricing Strategy, Excel, Revenue Recognition (ASC 606), DocuSign CLM, Approval Workflows, Negotiation',
      manager: 'Deal Desk Manager',
      duties: `
        Support sellers on {focus} with quotes, approvals and deal structure
        Review non-standard terms with finance and legal
        Keep pricing and discounting policies consistent
        Analyse deal data to improve pricing and approval processes
      `,
      bring: `
        Experience on a deal desk, in sales operations or in finance
        Strong attention to detail and commercial judgement
        Understanding of SaaS contracts and pricing models
      `,
      nice: `
        Knowledge of revenue recognition rules
        Experience with CPQ implementations
      `,
    },
    {
      title: 'Inside Sales Representative',
      pay: 65000,
      focus: 'SMB; Self-Serve Upgrades; EMEA; North America',
      skills:
        'Inside Sales, HubSpot, Salesforce, Cold Calling, Product Demos, Pipeline Management, Negotiation, Aircall, Closing, Lead Qualification, Gong',
      manager: 'Inside Sales Manager',
      duties: `
        Close high-velocity {focus} deals over phone and video
        Run short, focused demos that get to value quickly
        Convert trial and freemium users into paying customers
        Hand larger opportunities to account executives at the right moment
      `,
      bring: `
        Experience in inside sales or another fast-paced sales role
        Ability to manage many conversations at once
        Clear, persuasive communication
      `,
      nice: `
        Experience selling product-led SaaS
        Familiarity with HubSpot or Salesforce
      `,
    },
  ],
};
