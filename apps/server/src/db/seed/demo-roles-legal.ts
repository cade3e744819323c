/** Legal role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const legalDepartment: RawDepartment = {
  name: 'Legal',
  weight: 2,
  intern: 'Legal Intern',
  manager: 'Associate General Counsel',
  director: 'Deputy General Counsel',
  entry: 'Associate',
  lead: 'Lead, Principal',
  mission: 'grow safely and responsibly with clear, practical legal advice',
  partners: 'sales, product, security, finance and people teams',
  study: 'Law',
  skills: 'Legal Research, Legal Drafting, Risk Assessment, Microsoft Word, Ironclad',
  duties: `
    Give practical, business-friendly advice with clear recommendations
    Build templates, playbooks and training that help teams self-serve
    Keep up with legal developments relevant to SaaS
    Work with outside counsel efficiently when needed
  `,
  bring: `
    Excellent drafting and negotiation skills
    Sound judgement and a pragmatic view of risk
    Ability to explain legal concepts in plain language
  `,
  nice: `
    In-house experience at a technology company
    Experience working across several jurisdictions
    Familiarity with contract lifecycle management tools
  `,
  families: [
    {
      title: 'Commercial Counsel',
      pay: 190000,
      focus: 'Enterprise Sales; Partnerships; Procurement; EMEA Contracts',
      skills:
        'Contract Negotiation, SaaS Agreements, Commercial Law, Data Processing Agreements, Ironclad, Procurement Contracts, Legal Drafting, Licensing, Risk Assessment, Stakeholder Management',
      duties: `
        Negotiate customer, partner and vendor agreements for {focus}
        Maintain commercial templates and negotiation playbooks
        Advise sales leadership on deal risk and structure
        Train the deal desk and sales teams on common contract issues
      `,
      bring: `
        Qualified lawyer with experience in commercial contracts
        Experience negotiating SaaS agreements
        Speed and pragmatism in a high-volume environment
      `,
      nice: `
        Experience with public sector contracting
        Law firm and in-house experience
      `,
    },
    {
      title: 'Privacy Counsel',
      pay: 200000,
      focus: 'Global Privacy; Product Privacy; AI Governance; Customer Trust',
      skills:
        'GDPR, CCPA, Privacy Impact Assessments, Data Processing Agreements, Privacy by Design, OneTrust, International Data Transfers, Regulatory Compliance, AI Governance, Legal Drafting',
      duties: `
        Lead legal work on {focus} for the company
        Advise product teams on privacy by design
        Maintain our privacy notices, records of processing and DPIAs
        Respond to regulator and customer privacy questions
      `,
      bring: `
        Qualified lawyer with substantial privacy experience
        Deep knowledge of GDPR and US state privacy laws
        Ability to partner closely with engineers and product managers
      `,
      nice: `
        CIPP/E, CIPP/US or CIPM certification
        Experience with the EU AI Act
      `,
    },
    {
      title: 'Paralegal',
      pay: 75000,
      focus: 'Commercial Contracts; Corporate; Employment; Intellectual Property',
      skills:
        'Contract Management, Ironclad, Legal Research, Entity Management, Corporate Records, DocuSign, Document Review, Carta, NDA Review, Legal Drafting',
      manager: 'Paralegal Manager',
      director: 'Director of Legal Operations',
      duties: `
        Support the legal team on {focus} matters
        Review and negotiate standard agreements such as NDAs
        Maintain corporate records and entity filings
        Keep our contract repository organised and searchable
      `,
      bring: `
        Experience as a paralegal or legal assistant
        Meticulous attention to detail
        Strong organisation across many matters
      `,
      nice: `
        Paralegal certificate
        Experience with equity management tools
      `,
    },
    {
      title: 'Legal Operations Manager',
      pay: 125000,
      focus: 'Contract Lifecycle; Legal Tech; Budget & Vendors; Matter Management',
      skills:
        'Legal Operations, Contract Lifecycle Management, Ironclad, Process Design, Vendor Management, Budget Management, Matter Management, Legal Tech, Reporting & Dashboards, Workflow Automation',
      manager: 'Senior Manager, Legal Operations',
      director: 'Director of Legal Operations',
      duties: `
        Own {focus} for the legal team
        Automate contract workflows and intake
        Manage outside counsel spend and legal vendors
        Report on legal team metrics and service levels
      `,
      bring: `
        Experience in legal operations or as a paralegal in a tech company
        Strong process and systems skills
        Data-driven approach to improvement
      `,
      nice: `
        CLOC membership or legal operations certification
        Experience implementing a CLM tool
      `,
    },
    {
      title: 'Employment Counsel',
      pay: 185000,
      focus: 'Global Employment; Investigations; Immigration; Equity Compensation',
      skills:
        'Employment Law, Workplace Investigations, Policy Writing, Multi-jurisdiction Compliance, Litigation Management, Equity Compensation, Employee Relations, Legal Drafting, Immigration Law, Risk Assessment',
      duties: `
        Advise the people team on {focus} matters
        Draft and update employment contracts and policies
        Guide sensitive investigations and terminations
        Manage employment litigation with outside counsel
      `,
      bring: `
        Qualified lawyer with employment law experience
        Experience advising HR teams at a technology company
        Empathy combined with a firm view on risk
      `,
      nice: `
        Experience with employment law in several countries
        Experience with employer-of-record arrangements
      `,
    },
    {
      title: 'Compliance Specialist',
      pay: 95000,
      focus: 'Anti-Bribery; Export Controls; Sanctions; Ethics Program',
      skills:
        'Regulatory Compliance, Anti-Bribery (FCPA), Export Controls, Sanctions Screening, Policy Writing, Compliance Training, Risk Assessment, Third-Party Due Diligence, Investigations, Ethics Programs',
      manager: 'Compliance Manager',
      director: 'Chief Compliance Officer',
      duties: `
        Run day-to-day {focus} activities
        Screen customers and partners against sanctions lists
        Deliver compliance training across the company
        Investigate and document compliance concerns
      `,
      bring: `
        Experience in corporate compliance
        Understanding of anti-bribery and sanctions regimes
        High integrity and attention to detail
      `,
      nice: `
        CCEP or similar certification
        Experience with export classification of software
      `,
    },
    {
      title: 'Corporate Counsel',
      pay: 200000,
      focus: 'Corporate Governance; Financing; M&A; Equity',
      skills:
        'Corporate Governance, Securities Law, M&A, Equity Compensation, Board Management, Entity Management, Legal Drafting, Financing Transactions, Carta, Risk Assessment',
      duties: `
        Lead {focus} matters for the company
        Prepare board materials, minutes and resolutions
        Support financing and acquisition transactions
        Manage our global entity structure
      `,
      bring: `
        Qualified lawyer with corporate and securities experience
        Experience at a top law firm or high-growth company
        Excellent organisation and drafting skills
      `,
      nice: `
        Experience preparing a company for an IPO
        Experience with cross-border acquisitions
      `,
    },
    {
      title: 'Product Counsel',
      pay: 200000,
      focus: 'AI Features; Consumer Protection; Intellectual Property; Accessibility',
      skills:
        'Product Counseling, Consumer Protection, AI Regulation, Intellectual Property, Open Source Licensing, Accessibility Law, Terms of Service, Privacy by Design, Regulatory Compliance, Risk Assessment',
      duties: `
        Advise product teams on {focus} from idea to launch
        Review product features, marketing claims and terms of service
        Manage our open source licensing program
        Track new technology regulation and translate it into requirements
      `,
      bring: `
        Qualified lawyer with product counseling experience
        Genuine interest in technology and how it is built
        Ability to give fast, practical guidance
      `,
      nice: `
        Technical background or engineering degree
        Experience with AI regulation
      `,
    },
  ],
};
