/** Operations role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const operationsDepartment: RawDepartment = {
  name: 'Operations',
  weight: 6,
  intern: 'Business Operations Intern',
  manager: 'Operations Manager',
  director: 'Director of Operations',
  entry: 'Associate, Junior',
  lead: 'Lead, Principal',
  mission: 'run the company smoothly so every team can focus on customers',
  partners: 'finance, people, IT and leaders across the business',
  study: 'Business, Economics, Engineering or a related field',
  skills: 'Google Workspace, Excel, Project Management, Process Improvement, Stakeholder Management',
  duties: `
    Document processes so they scale beyond the people who run them today
    Keep stakeholders informed with short, clear updates
    Look for waste and simplify wherever you can
    Support company events and all-hands logistics when needed
  `,
  bring: `
    Strong organisation and follow-through
    Comfort with ambiguity and changing priorities
    Practical, hands-on problem solving
  `,
  nice: `
    Experience at a company scaling through rapid growth
    Experience working with distributed teams across time zones
    A Lean or Six Sigma certification
  `,
  families: [
    {
      title: 'Business Operations Analyst',
      pay: 110000,
      focus: 'Planning; Go-to-Market Operations; Executive Reporting; Pricing Operations',
      skills:
        'SQL, Excel, Financial Modeling, Process Improvement, Looker, OKRs, Data Analysis, Google Sheets, PowerPoint, Stakeholder Management',
      manager: 'Business Operations Manager',
      director: 'Director of Business Operations',
      duties: `
        Own analysis and operating cadences for {focus}
        Build the metrics and dashboards leadership uses weekly
        Investigate cross-functional problems and drive solutions
        Run quarterly planning and OKR tracking
      `,
      bring: `
        Experience in business operations, consulting or analytics
        Strong analytical skills with SQL and spreadsheets
        Structured thinking and crisp communication
      `,
      nice: `
        Management consulting background
        Experience in SaaS business models
      `,
    },
    {
      title: 'Strategy and Operations Manager',
      pay: 140000,
      focus: 'Corporate Strategy; New Markets; Office of the CEO; Customer Operations',
      skills:
        'Strategic Planning, Financial Modeling, OKRs, Market Sizing, SQL, Executive Communication, Program Management, Competitive Analysis, Excel, Board Reporting',
      manager: 'Senior Manager, Strategy and Operations',
      director: 'Director of Strategy and Operations',
      duties: `
        Lead high-priority initiatives in {focus} from analysis to execution
        Size markets and build business cases for new investments
        Prepare strategic materials for the executive team and board
        Coordinate cross-functional projects with senior leaders
      `,
      bring: `
        Experience in consulting, strategy or business operations
        Outstanding analytical and communication skills
        Ability to lead without formal authority
      `,
      nice: `
        MBA or equivalent experience
        Experience launching in a new country
      `,
    },
    {
      title: 'Procurement Specialist',
      pay: 85000,
      focus: 'Software Purchasing; Professional Services; Hardware; Facilities Purchasing',
      skills:
        'Procurement, Vendor Management, Contract Negotiation, Coupa, Zip, Spend Analysis, Supplier Onboarding, Sourcing Events, Excel, Vendor Risk Management, SaaS Management',
      manager: 'Procurement Manager',
      director: 'Head of Procurement',
      duties: `
        Run sourcing and purchasing for {focus}
        Negotiate pricing and terms with vendors
        Onboard suppliers with security, legal and finance reviews
        Track spend and renewals to find savings
      `,
      bring: `
        Experience in procurement or vendor management
        Strong negotiation skills
        Organised approach to approvals and documentation
      `,
      nice: `
        Experience buying SaaS at scale
        CIPS or CPSM certification
      `,
    },
    {
      title: 'Workplace Experience Coordinator',
      pay: 55000,
      focus: 'Office Operations; Events; Hospitality; Visitor Experience',
      skills:
        'Office Management, Event Planning, Vendor Management, Facilities Management, Envoy, Budget Tracking, Health & Safety, Space Planning, Hospitality, Google Workspace',
      manager: 'Workplace Experience Manager',
      director: 'Director of Workplace',
      duties: `
        Create a welcoming office with a focus on {focus}
        Coordinate vendors for catering, cleaning and maintenance
        Plan team events and office celebrations
        Welcome visitors and new joiners on their first day
      `,
      bring: `
        Experience in office management, hospitality or events
        Warm, service-oriented personality
        Strong organisation and multitasking
      `,
      nice: `
        First aid or fire warden certification
        Experience supporting hybrid teams
      `,
    },
    {
      title: 'Facilities Specialist',
      pay: 80000,
      focus: 'Office Buildouts; Maintenance; Health & Safety; Sustainability',
      skills:
        'Facilities Management, Space Planning, Health & Safety, Vendor Management, Lease Administration, Building Systems, Budget Management, Move Management, Sustainability Reporting, Access Control Systems',
      manager: 'Facilities Manager',
      director: 'Director of Real Estate and Facilities',
      duties: `
        Own facilities work across our offices, especially {focus}
        Manage contractors and building management relationships
        Keep our spaces safe, compliant and well maintained
        Support office moves and space planning
      `,
      bring: `
        Experience in facilities or building management
        Knowledge of health and safety regulations
        Practical, hands-on approach to problem solving
      `,
      nice: `
        IFMA or NEBOSH certification
        Experience with office buildout projects
      `,
    },
    {
      title: 'Project Manager',
      pay: 105000,
      focus: 'Office Openings; Systems Rollouts; Company Events; Process Improvement',
      skills:
        'Project Management, Smartsheet, Asana, Risk Management, Stakeholder Management, Budget Tracking, PMP, Agile, Change Management, Process Mapping',
      manager: 'Program Manager',
      director: 'Director of Program Management',
      duties: `
        Plan and deliver projects in {focus} on time and on budget
        Define scope, milestones and owners with stakeholders
        Track risks and dependencies and escalate early
        Share lessons learned to improve future projects
      `,
      bring: `
        Experience managing cross-functional projects
        Strong planning and communication skills
        Comfort with project management tools
      `,
      nice: `
        PMP or PRINCE2 certification
        Experience with change management
      `,
    },
    {
      title: 'Executive Assistant',
      pay: 85000,
      focus: 'CEO Office; Engineering Leadership; Go-to-Market Leadership; Finance Leadership',
      skills:
        'Calendar Management, Travel Coordination, Board Meeting Preparation, Google Workspace, Expense Reporting, Confidentiality, Event Planning, SAP Concur, Microsoft Office, Stakeholder Communication',
      manager: 'Lead Executive Assistant',
      director: 'Chief of Staff',
      duties: `
        Support leaders in {focus} with complex calendars and travel
        Prepare agendas, briefings and materials for key meetings
        Coordinate offsites, board meetings and team events
        Act as a trusted point of contact with discretion
      `,
      bring: `
        Experience supporting senior executives
        Exceptional organisation and judgement
        Discretion with confidential information
      `,
      nice: `
        Experience supporting board meetings
        Experience across several time zones
      `,
    },
    {
      title: 'Localization Program Manager',
      pay: 105000,
      focus: 'Product Localization; Marketing Localization; Help Center; New Markets',
      skills:
        'Localization, Translation Management Systems, Phrase, Crowdin, Vendor Management, Project Management, Internationalization (i18n), Linguistic QA, Process Design, Budget Management',
      manager: 'Localization Manager',
      director: 'Director of Localization',
      duties: `
        Run {focus} programs across our supported languages
        Manage translation vendors, quality and budgets
        Work with engineers to make our product easier to localise
        Build terminology and style guides per language
      `,
      bring: `
        Experience managing localization programs for software
        Familiarity with translation management systems
        Strong organisation and vendor management skills
      `,
      nice: `
        Fluency in two or more languages
        Experience launching products in Asian markets
      `,
    },
  ],
};
