/** Marketing role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const marketingDepartment: RawDepartment = {
  name: 'Marketing',
  weight: 7,
  intern: 'Marketing Intern',
  manager: 'Marketing Manager',
  director: 'Director of Marketing',
  entry: 'Associate, Junior',
  lead: 'Lead, Principal',
  mission: 'tell the Northwind Labs story and turn curiosity into pipeline',
  partners: 'sales, product, design and our agency partners',
  study: 'Marketing, Communications, Business or a related field',
  skills: 'HubSpot, Google Analytics 4, Copywriting, Project Management, Canva',
  duties: `
    Report on campaign performance and share what you learn
    Collaborate with sales to make sure marketing programs meet their needs
    Keep messaging consistent with our brand and positioning
    Manage budgets and agency partners responsibly
  `,
  bring: `
    Excellent writing skills and an eye for detail
    A test-and-learn mindset grounded in data
    Ability to manage several projects and deadlines at once
  `,
  nice: `
    B2B SaaS marketing experience
    Experience marketing to technical or operations buyers
    Experience with account-based marketing
  `,
  families: [
    {
      title: 'Product Marketing Manager',
      pay: 140000,
      focus: 'Platform; Integrations; Enterprise; AI Features; Analytics; Mobile',
      skills:
        'Positioning & Messaging, Competitive Intelligence, Go-to-Market Strategy, Sales Enablement, Customer Research, Pricing & Packaging, Launch Planning, Copywriting, Highspot, Win/Loss Analysis',
      manager: 'Group Product Marketing Manager',
      director: 'Director of Product Marketing',
      duties: `
        Own positioning and messaging for {focus}
        Plan and run product launches with product, sales and customer success
        Equip sales with pitch decks, battlecards and demo stories
        Run win/loss and competitive research and share the insights
        Shape pricing and packaging decisions with product and finance
      `,
      bring: `
        Experience in product marketing for B2B software
        Exceptional storytelling and writing skills
        Ability to understand technical products and explain them simply
      `,
      nice: `
        Experience launching products into new markets
        Background in product management or sales
      `,
    },
    {
      title: 'Content Marketing Manager',
      pay: 105000,
      focus: 'Blog; Customer Stories; Thought Leadership; Developer Content; Video',
      skills:
        'Content Strategy, Copywriting, SEO, WordPress, Editorial Planning, Ahrefs, Google Analytics 4, HubSpot, Content Distribution, Interviewing, Webflow',
      manager: 'Content Marketing Lead',
      director: 'Director of Content',
      duties: `
        Plan and produce {focus} content that our audience actually wants to read
        Interview customers and experts to tell authentic stories
        Manage an editorial calendar and a network of freelance writers
        Measure content performance and double down on what works
      `,
      bring: `
        A portfolio of published B2B content
        Strong editing skills and a clear, engaging voice
        Understanding of SEO and content distribution
      `,
      nice: `
        Experience producing podcasts or video series
        Journalism or editorial background
      `,
    },
    {
      title: 'Demand Generation Manager',
      manager: 'Head of Demand Generation',
      pay: 120000,
      focus: 'North America; EMEA; Enterprise; Mid-Market; Account-Based Marketing',
      skills:
        'Demand Generation, HubSpot, Marketo, Salesforce, Paid Media, Account-Based Marketing, 6sense, Campaign Management, Attribution Modeling, Budget Management, LinkedIn Ads',
      director: 'Director of Demand Generation',
      duties: `
        Build integrated campaigns that generate pipeline in {focus}
        Own pipeline targets with sales leadership
        Orchestrate webinars, paid media, email and events into one program
        Optimise spend based on cost per opportunity and conversion rates
      `,
      bring: `
        Experience running demand generation programs for B2B SaaS
        Strong analytical skills and comfort with marketing automation
        Track record of hitting pipeline targets
      `,
      nice: `
        Experience with intent data platforms
        Experience with account-based marketing at scale
      `,
    },
    {
      title: 'Performance Marketing Manager',
      manager: 'Head of Performance Marketing',
      director: 'Director of Growth Marketing',
      pay: 115000,
      focus: 'Paid Search; Paid Social; Self-Serve Acquisition; International Markets',
      skills:
        'Google Ads, Meta Ads, LinkedIn Ads, Paid Search, Bid Management, Google Analytics 4, Conversion Rate Optimization, Looker Studio, A/B Testing, Budget Management, Marketing Attribution',
      duties: `
        Own paid acquisition in {focus}, from strategy to daily optimisation
        Test creative, audiences and landing pages continuously
        Report on spend efficiency and customer acquisition cost
        Work with analytics on attribution and incrementality
      `,
      bring: `
        Hands-on experience managing significant paid media budgets
        Strong analytical skills and comfort with spreadsheets
        Experience with conversion tracking and attribution
      `,
      nice: `
        Experience with programmatic or connected TV advertising
        Experience marketing self-serve SaaS
      `,
    },
    {
      title: 'SEO Specialist',
      manager: 'SEO Manager',
      director: 'Director of Growth Marketing',
      pay: 90000,
      focus: 'Technical SEO; Content SEO; International SEO; Programmatic Pages',
      skills:
        'Technical SEO, Keyword Research, Ahrefs, Semrush, Google Search Console, Screaming Frog, Content Optimization, Link Building, Schema Markup, Google Analytics 4, HTML',
      duties: `
        Lead {focus} work for our website and help center
        Audit site health and work with web engineers on fixes
        Research keywords and brief writers on content opportunities
        Track rankings, traffic and conversions and report on impact
      `,
      bring: `
        Proven experience growing organic traffic
        Strong technical SEO knowledge
        Comfort working with HTML and web developers
      `,
      nice: `
        Experience with international and multilingual SEO
        Experience optimising for AI-powered search results
      `,
    },
    {
      title: 'Lifecycle Marketing Manager',
      manager: 'Head of Lifecycle Marketing',
      pay: 115000,
      focus: 'Onboarding; Activation; Retention; Expansion',
      skills:
        'Braze, Customer.io, Email Marketing, Segmentation, A/B Testing, Marketing Automation, HubSpot, SQL, Copywriting, Iterable, Customer Journey Design',
      duties: `
        Design customer journeys that improve {focus}
        Build and test email and in-app campaigns
        Segment audiences based on product usage data
        Measure lifecycle impact on conversion and retention
      `,
      bring: `
        Experience in lifecycle or CRM marketing
        Hands-on experience with a marketing automation platform
        Data literacy and comfort with basic SQL
      `,
      nice: `
        Experience with product-led growth funnels
        Experience with deliverability best practices
      `,
    },
    {
      title: 'Marketing Operations Manager',
      manager: 'Head of Marketing Operations',
      pay: 120000,
      focus: 'Marketing Automation; Lead Management; Attribution; Data Quality',
      skills:
        'Marketo, HubSpot, Salesforce, Lead Scoring, Marketing Automation, Attribution Modeling, Data Hygiene, Zapier, LeanData, Reporting & Dashboards, SQL',
      director: 'Director of Marketing Operations',
      duties: `
        Own the systems and processes behind {focus}
        Manage lead routing, scoring and lifecycle stages with sales operations
        Build reporting on funnel performance
        Evaluate and integrate new marketing tools
      `,
      bring: `
        Experience administering Marketo or HubSpot
        Strong understanding of lead management and CRM integrations
        Systems thinking and attention to detail
      `,
      nice: `
        Marketo Certified Expert
        Experience with data enrichment tools
      `,
    },
    {
      title: 'Events Marketing Manager',
      manager: 'Head of Events',
      director: 'Director of Field Marketing',
      pay: 100000,
      focus: 'Field Events; Trade Shows; Customer Conference; Executive Dinners',
      skills:
        'Event Planning, Vendor Management, Budget Management, Cvent, Trade Shows, Field Marketing, Salesforce, Project Management, Sponsorships, Webinar Production',
      duties: `
        Plan and deliver {focus} that create pipeline and build relationships
        Manage budgets, vendors, venues and logistics
        Work with sales on target accounts and follow-up
        Measure event ROI and improve each time
      `,
      bring: `
        Experience planning B2B events from start to finish
        Excellent organisation and negotiation skills
        Calm problem-solving when plans change at the last minute
      `,
      nice: `
        Experience running a flagship user conference
        Experience with hybrid and virtual event platforms
      `,
    },
    {
      title: 'Communications Manager',
      manager: 'Head of Communications',
      pay: 115000,
      focus: 'Media Relations; Executive Communications; Internal Communications; Analyst Relations',
      skills:
        'Public Relations, Media Relations, Press Releases, Crisis Communications, Executive Communications, Cision, Storytelling, Social Media, Internal Communications, Thought Leadership',
      director: 'Director of Communications',
      duties: `
        Lead {focus} for Northwind Labs
        Develop story angles and pitch them to journalists and analysts
        Draft announcements, speeches and executive posts
        Prepare crisis communication plans with legal and leadership
      `,
      bring: `
        Experience in communications at a tech company or agency
        Outstanding writing and editing skills
        Sound judgement and discretion
      `,
      nice: `
        Existing relationships with technology media
        Experience with industry analyst relations
      `,
    },
    {
      title: 'Social Media Manager',
      manager: 'Head of Social Media',
      pay: 90000,
      focus: 'LinkedIn; Community; Employer Brand; Video',
      skills:
        'Social Media Strategy, Sprout Social, Content Creation, Community Management, LinkedIn Marketing, Canva, Video Editing, Social Analytics, Copywriting, Influencer Partnerships',
      duties: `
        Own our social presence with a focus on {focus}
        Create and schedule content that sparks real conversations
        Engage with our community and employees as advocates
        Report on reach, engagement and business impact
      `,
      bring: `
        Experience running social channels for a brand
        Strong copywriting and basic video editing skills
        Good understanding of B2B audiences on LinkedIn
      `,
      nice: `
        Experience with employee advocacy programs
        Experience with short-form video
      `,
    },
  ],
};
