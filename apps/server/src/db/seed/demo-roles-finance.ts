/** Finance role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const financeDepartment: RawDepartment = {
  name: 'Finance',
  weight: 5,
  intern: 'Finance Intern',
  manager: 'Finance Manager',
  director: 'Director of Finance',
  entry: 'Junior, Associate',
  lead: 'Lead, Principal',
  mission: 'build a durable business with accurate numbers and smart investment decisions',
  partners: 'leaders across the business, our auditors and external advisers',
  study: 'Accounting, Finance, Economics or a related field',
  skills: 'Excel, NetSuite, Google Sheets, Financial Reporting, Process Improvement',
  duties: `
    Document processes and controls so audits run smoothly
    Automate manual spreadsheets and reconciliations where it makes sense
    Help business partners understand the numbers behind their decisions
    Support the quarterly close and board reporting cycle
  `,
  bring: `
    High accuracy and a strong sense of ownership for the numbers
    Advanced spreadsheet skills
    Clear communication with non-finance colleagues
  `,
  nice: `
    Experience in a high-growth SaaS company
    Experience with multi-entity, multi-currency accounting
    A professional qualification such as CPA, ACA, ACCA or CFA
  `,
  families: [
    {
      title: 'FP&A Analyst',
      pay: 100000,
      focus: 'Revenue Planning; Headcount Planning; R&D Finance; Go-to-Market Finance',
      skills:
        'Financial Modeling, Excel, Budgeting, Forecasting, Variance Analysis, Adaptive Planning, NetSuite, SQL, PowerPoint, SaaS Metrics, Anaplan, Scenario Planning',
      manager: 'FP&A Manager',
      director: 'Director of FP&A',
      duties: `
        Own budgeting and forecasting for {focus}
        Build driver-based models and scenario analyses
        Explain variances to business leaders and recommend actions
        Prepare materials for monthly business reviews
      `,
      bring: `
        Experience in FP&A, investment banking or consulting
        Excellent financial modeling skills
        Understanding of SaaS metrics such as ARR, NRR and CAC payback
      `,
      nice: `
        Experience with Adaptive Planning or Anaplan
        SQL skills for working directly with source data
      `,
    },
    {
      title: 'Accountant',
      pay: 80000,
      focus: 'General Ledger; Month-End Close; Fixed Assets; Intercompany',
      skills:
        'US GAAP, IFRS, NetSuite, Month-End Close, Account Reconciliation, Journal Entries, Excel, FloQast, Fixed Assets, Accruals, BlackLine',
      manager: 'Accounting Manager',
      director: 'Controller',
      duties: `
        Own key parts of the month-end close, including {focus}
        Prepare journal entries, accruals and balance sheet reconciliations
        Support the annual audit and statutory filings
        Improve close processes and controls
      `,
      bring: `
        Experience in accounting at a company or an audit firm
        Solid knowledge of US GAAP or IFRS
        Strong attention to detail and deadline discipline
      `,
      nice: `
        CPA, ACA or ACCA qualification or progress towards it
        Experience with NetSuite and close-management tools
      `,
    },
    {
      title: 'Revenue Accountant',
      pay: 100000,
      focus: 'Revenue Recognition; Billing Operations; Contract Review; Deferred Revenue',
      skills:
        'Revenue Recognition (ASC 606), NetSuite, Excel, Zuora, Contract Review, US GAAP, SOX Compliance, Month-End Close, Deferred Revenue, IFRS 15',
      manager: 'Revenue Accounting Manager',
      duties: `
        Own {focus} processes for our subscription revenue
        Review customer contracts for revenue recognition impact
        Reconcile billing, deferred revenue and cash
        Partner with deal desk on non-standard terms
      `,
      bring: `
        Experience in revenue accounting for a SaaS company
        Deep understanding of ASC 606 or IFRS 15
        Comfort working with large datasets in Excel
      `,
      nice: `
        Experience with usage-based billing
        Experience with revenue automation systems
      `,
    },
    {
      title: 'Payroll Specialist',
      pay: 75000,
      focus: 'US Payroll; International Payroll; Equity Payroll; Benefits',
      skills:
        'Payroll Processing, ADP, Deel, Workday, Excel, Payroll Tax, Benefits Administration, Multi-country Payroll, Payroll Reconciliation, Rippling',
      manager: 'Payroll Manager',
      duties: `
        Run accurate, on-time payroll with a focus on {focus}
        Reconcile payroll to the general ledger each month
        Answer employee payroll questions with care and discretion
        Work with payroll providers and tax advisers across countries
      `,
      bring: `
        Experience processing payroll for several hundred employees
        Knowledge of payroll tax and compliance
        Discretion with confidential information
      `,
      nice: `
        Experience with equity-related payroll such as RSU withholding
        Certified Payroll Professional (CPP) or similar
      `,
    },
    {
      title: 'Accounts Payable Specialist',
      pay: 62000,
      focus: 'Vendor Payments; Expense Management; Procure-to-Pay; International Entities',
      skills:
        'Accounts Payable, NetSuite, Bill.com, Vendor Management, Invoice Processing, Expense Management, Ramp, Coupa, Excel, 1099 Reporting, Three-way Match',
      manager: 'Accounts Payable Manager',
      duties: `
        Process invoices and payments accurately, with a focus on {focus}
        Maintain vendor records and answer vendor questions
        Review employee expenses against policy
        Support month-end close with accruals and reconciliations
      `,
      bring: `
        Experience in accounts payable
        Accuracy and good organisation with high volumes
        Friendly, professional communication
      `,
      nice: `
        Experience with spend management platforms
        Experience with multi-currency payments
      `,
    },
    {
      title: 'Tax Analyst',
      pay: 100000,
      focus: 'Indirect Tax; Corporate Tax; Transfer Pricing; Tax Provision',
      skills:
        'Corporate Tax, Sales Tax, VAT, Transfer Pricing, Tax Provision (ASC 740), Avalara, ONESOURCE, Excel, Indirect Tax, R&D Tax Credits, NetSuite',
      manager: 'Tax Manager',
      director: 'Director of Tax',
      duties: `
        Manage {focus} compliance and filings across our entities
        Work with external advisers on returns and planning
        Support the quarterly tax provision
        Monitor tax law changes that affect our business
      `,
      bring: `
        Experience in corporate or indirect tax at a company or advisory firm
        Strong technical tax knowledge
        Organised, deadline-driven working style
      `,
      nice: `
        CPA, CTA or equivalent qualification
        Experience with digital services taxes and e-invoicing
      `,
    },
    {
      title: 'Treasury Analyst',
      pay: 100000,
      focus: 'Cash Management; FX Risk; Banking Operations; Investments',
      skills:
        'Cash Management, Cash Forecasting, FX Hedging, Kyriba, Bank Relationships, Excel, Investment Policy, NetSuite, Payment Operations, Liquidity Planning',
      manager: 'Treasury Manager',
      director: 'Treasurer',
      duties: `
        Own daily {focus} activities for the company
        Build short- and long-term cash forecasts
        Manage bank accounts, signatories and payment controls
        Support FX hedging and investment decisions
      `,
      bring: `
        Experience in treasury, banking or corporate finance
        Strong Excel skills and analytical ability
        Understanding of payment systems and controls
      `,
      nice: `
        Experience implementing a treasury management system
        CTP or ACT qualification
      `,
    },
    {
      title: 'Internal Auditor',
      pay: 95000,
      focus: 'SOX Readiness; IT Controls; Operational Audits; Risk Assessment',
      skills:
        'SOX Compliance, Internal Controls, Risk Assessment, Audit Planning, AuditBoard, COSO Framework, Data Analytics, Excel, Process Walkthroughs, IT General Controls',
      manager: 'Internal Audit Manager',
      director: 'Head of Internal Audit',
      duties: `
        Plan and perform audits with an emphasis on {focus}
        Document processes and test controls
        Report findings and agree practical remediation plans
        Use data analytics to broaden audit coverage
      `,
      bring: `
        Experience in internal or external audit
        Knowledge of SOX and the COSO framework
        Clear, constructive communication of findings
      `,
      nice: `
        CIA, CISA or CPA certification
        Experience preparing a company for SOX compliance
      `,
    },
    {
      title: 'Strategic Finance Analyst',
      pay: 120000,
      focus: 'Pricing; Unit Economics; Corporate Development; Board Reporting',
      skills:
        'Financial Modeling, Unit Economics, Excel, SQL, Board Reporting, Pricing Analysis, Scenario Planning, Cohort Analysis, Google Sheets, Capital Planning, Investor Relations',
      manager: 'Strategic Finance Manager',
      director: 'Director of Strategic Finance',
      duties: `
        Lead analyses on {focus} that inform executive decisions
        Build long-range plans and investment cases
        Prepare board and investor materials with the CFO
        Evaluate partnerships and acquisition opportunities
      `,
      bring: `
        Experience in strategic finance, investment banking, private equity or consulting
        Outstanding modeling and presentation skills
        Comfort with ambiguity and executive audiences
      `,
      nice: `
        Experience with pricing strategy in SaaS
        SQL or Python skills
      `,
    },
  ],
};
