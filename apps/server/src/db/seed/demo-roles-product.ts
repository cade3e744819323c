/** Product role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const productDepartment: RawDepartment = {
  name: 'Product',
  weight: 6,
  intern: 'Product Management Intern',
  manager: 'Group Product Manager',
  director: 'Director of Product',
  entry: 'Associate',
  lead: 'Principal, Lead',
  mission: 'decide what to build next and make sure it truly solves customer problems',
  partners: 'engineering, design, data and go-to-market teams',
  study: 'Business, Computer Science, Economics or a related field',
  skills: 'Stakeholder Management, Roadmapping, Jira, Confluence, SQL',
  duties: `
    Write crisp problem statements and share them early for feedback
    Talk to customers every week and bring their voice into planning
    Define success metrics and report honestly on outcomes after launch
    Align stakeholders across the company on priorities and trade-offs
  `,
  bring: `
    Strong written and verbal communication skills
    Comfort making decisions with incomplete data and revisiting them when you learn more
    A collaborative style that earns trust from engineers and designers
    Analytical skills to dig into product data yourself
  `,
  nice: `
    Experience with B2B SaaS products sold to mid-market and enterprise customers
    A technical background or previous engineering experience
    Experience with usage-based pricing models
  `,
  families: [
    {
      title: 'Product Manager',
      pay: 165000,
      focus: 'Payments; Growth; Platform; Integrations; Mobile; Analytics; Enterprise; Onboarding',
      skills:
        'Product Discovery, Roadmapping, User Research, A/B Testing, SQL, Amplitude, Jira, Figma, Stakeholder Management, OKRs, PRD Writing, Prioritization Frameworks, Product Analytics',
      duties: `
        Own the roadmap for {focus} and explain the why behind every item
        Run discovery with design and engineering to validate ideas before building them
        Ship iteratively and measure adoption, retention and revenue impact
        Partner with marketing and sales on launches and positioning
        Say no to good ideas so the team can focus on great ones
      `,
      bring: `
        Experience as a product manager shipping software products
        A track record of launches that moved meaningful metrics
        Ability to go deep on technical details when it matters
      `,
      nice: `
        Domain experience related to {focus}
        Experience with product-led growth motions
      `,
    },
    {
      title: 'Technical Product Manager',
      pay: 170000,
      focus: 'Public API; Developer Platform; Data Platform; Identity; Infrastructure',
      skills:
        'API Design, Platform Strategy, SQL, Roadmapping, Jira, System Design, Stakeholder Management, Developer Experience, Technical Writing, Data Modeling, OpenAPI, Prioritization Frameworks',
      duties: `
        Own the strategy and roadmap for {focus}, whose customers are often developers
        Write clear API and platform requirements together with staff engineers
        Balance platform investments against requests from product teams
        Define deprecation policies and communicate breaking changes gracefully
        Measure developer adoption and satisfaction
      `,
      bring: `
        Experience managing technical or platform products
        Enough engineering depth to discuss architecture trade-offs
        Ability to translate technical work into business outcomes
      `,
      nice: `
        A previous role as a software engineer
        Experience running a public API program
      `,
    },
    {
      title: 'Growth Product Manager',
      pay: 160000,
      focus: 'Activation; Monetization; Self-Serve; Retention; Trial Conversion',
      skills:
        'Experimentation, A/B Testing, Amplitude, SQL, Funnel Analysis, Pricing & Packaging, Product-Led Growth, Mixpanel, Lifecycle Messaging, Statsig, Looker',
      duties: `
        Own the metrics and experiment roadmap for {focus}
        Design and analyse experiments with rigour, then scale the winners
        Work with lifecycle marketing on in-product and email journeys
        Find friction in signup, onboarding and upgrade flows and remove it
      `,
      bring: `
        Experience running a high-velocity experimentation program
        Strong quantitative skills and comfort writing SQL
        Understanding of self-serve SaaS funnels
      `,
      nice: `
        Experience with pricing and packaging changes
        Familiarity with statistical methods such as CUPED or sequential testing
      `,
    },
    {
      title: 'Technical Program Manager',
      manager: 'Manager, Technical Program Management',
      director: 'Director of Technical Program Management',
      pay: 160000,
      focus: 'Infrastructure; Security & Compliance; Platform Migrations; Product Launches',
      skills:
        'Program Management, Jira, Risk Management, Agile, Scrum, Cross-functional Leadership, Smartsheet, Dependency Mapping, Release Planning, Confluence, System Design',
      duties: `
        Drive complex, multi-team programs in {focus} from kickoff to completion
        Map dependencies, surface risks early and keep plans realistic
        Run lightweight rituals that keep teams aligned without slowing them down
        Communicate status clearly to engineers and executives alike
      `,
      bring: `
        Experience delivering technical programs across several engineering teams
        Solid understanding of software development lifecycles
        Calm under pressure and clear when things go sideways
      `,
      nice: `
        PMP or similar certification
        Experience leading a compliance program such as SOC 2
      `,
    },
    {
      title: 'Product Owner',
      pay: 125000,
      focus: 'Billing; Admin Console; Integrations; Mobile Apps; Reporting',
      skills:
        'Scrum, Backlog Management, User Stories, Jira, Acceptance Criteria, Agile, Confluence, Sprint Planning, Miro, Stakeholder Management',
      duties: `
        Keep the backlog for {focus} clear, prioritised and ready for the team
        Write user stories with crisp acceptance criteria
        Run sprint reviews and gather feedback from stakeholders
        Answer the team's questions quickly so work never stalls
      `,
      bring: `
        Experience as a product owner or business analyst in an agile team
        Attention to detail and strong written communication
        Ability to break large features into small, valuable slices
      `,
      nice: `
        Certified Scrum Product Owner (CSPO)
        Experience with enterprise customers and their approval processes
      `,
    },
    {
      title: 'AI Product Manager',
      director: 'Director of Product, AI',
      pay: 175000,
      focus: 'AI Assistant; Document AI; Search; Automation',
      skills:
        'LLM Applications, Prompt Engineering, Product Discovery, Evaluation Frameworks, SQL, Python, Roadmapping, A/B Testing, Responsible AI, Stakeholder Management',
      duties: `
        Define where AI genuinely helps our customers in {focus}, and where it does not
        Work with ML engineers on evaluation sets, quality bars and guardrails
        Ship AI features iteratively and measure real-world usefulness
        Partner with legal and security on responsible, compliant AI use
      `,
      bring: `
        Experience shipping machine learning or LLM-powered features
        Understanding of model limitations, evaluation and cost
        Strong product judgement and communication skills
      `,
      nice: `
        Hands-on prototyping with LLM APIs
        Familiarity with the EU AI Act
      `,
    },
    {
      title: 'Product Operations Manager',
      manager: 'Senior Manager, Product Operations',
      director: 'Director of Product Operations',
      pay: 130000,
      focus: 'Planning; Launch Readiness; Voice of Customer; Product Insights',
      skills:
        'Process Design, Jira, Productboard, Confluence, Release Management, SQL, Airtable, Stakeholder Management, OKRs, Voice of Customer Programs',
      duties: `
        Run planning cycles and the operating rhythm of the product team, with a focus on {focus}
        Build the system that routes customer feedback to the right product teams
        Coordinate launch readiness across support, sales and marketing
        Maintain dashboards that help product leaders make decisions
      `,
      bring: `
        Experience in product operations, program management or consulting
        Excellent organisation and a love for well-designed processes
        Data skills to turn messy inputs into clear insights
      `,
      nice: `
        Experience implementing Productboard or similar tools
        Experience in a company scaling past 500 people
      `,
    },
    {
      title: 'Release Manager',
      manager: 'Manager, Release Engineering',
      pay: 130000,
      focus: 'Web App; Mobile Apps; Enterprise Releases',
      skills:
        'Release Management, CI/CD, Jira, Change Management, Git, Feature Flags, LaunchDarkly, Incident Management, Confluence, Risk Management',
      duties: `
        Own the release calendar for {focus} and coordinate go/no-go decisions
        Manage feature flag rollouts and rollback plans with engineering
        Write release notes that customers and internal teams can understand
        Continuously shorten the path from merged code to customer value
      `,
      bring: `
        Experience managing software releases for a SaaS or mobile product
        Understanding of branching strategies and CI/CD pipelines
        Strong coordination and communication skills
      `,
      nice: `
        Experience with App Store and Google Play release processes
        Experience with change management for enterprise customers
      `,
    },
  ],
};
