/**
 * Company-wide description phrases for demo positions (pure data, HTML-escaped
 * at import). Role-specific phrases live in the `demo-roles-*.ts` files.
 */
import { phrases } from './demo-catalog.ts';

export const companyBlurbs: readonly string[] = phrases(`
  Northwind Labs builds workflow automation and analytics software used by more than 4,000 companies in over 40 countries.
  Founded in 2014, Northwind Labs helps operations teams replace spreadsheets and endless email threads with connected, automated workflows.
  We are a profitable, mid-size technology company of about 1,800 people, with offices across North America, Europe, Asia-Pacific and Latin America.
  Our customers, from fast-growing startups to Fortune 500 companies, rely on Northwind Labs to run critical processes every single day.
  At Northwind Labs we value clear writing, kind candour and shipping small improvements often.
  We believe great software comes from diverse teams that trust each other, and we invest heavily in how we work together.
  Last year our platform processed more than two billion workflow steps, and we are just getting started.
  Northwind Labs is independent and customer-funded, which lets us make long-term decisions for our customers and our team.
`);

/** Leadership duties by level; used in addition to the family's own duties. */
export const managerDuties: readonly string[] = phrases(`
  Hire, coach and grow a team of six to ten people
  Hold regular one-on-ones and honest, caring career conversations
  Set clear goals with your team and remove obstacles in their way
  Build a culture of ownership, psychological safety and high standards
  Partner with peer managers on planning and shared priorities
`);

export const directorDuties: readonly string[] = phrases(`
  Lead a group of managers and set the strategy for your area
  Own headcount planning and budget for the organisation
  Represent your function in company-level planning with the executive team
  Develop the next generation of leaders through coaching and sponsorship
  Shape the processes and rituals that let the organisation scale
`);

export const leadDuties: readonly string[] = phrases(`
  Set direction for work that spans several teams
  Mentor peers and raise the bar through example and thoughtful reviews
  Lead the hardest, most ambiguous problems from start to finish
`);

export const internDuties: readonly string[] = phrases(`
  Own a real project that ships, with a dedicated mentor by your side
  Present your work to the team and leadership at the end of the internship
  Learn how we plan, build and review work through weekly feedback sessions
`);

export const entryDuties: readonly string[] = phrases(`
  Learn quickly through pairing, reviews and regular feedback from senior teammates
  Take ownership of well-scoped pieces of work and grow your scope over time
`);

export const managerBring: readonly string[] = phrases(`
  Experience managing and developing a team, including hiring and performance conversations
  A coaching leadership style and the ability to give clear, kind feedback
`);

export const directorBring: readonly string[] = phrases(`
  Experience leading managers and setting strategy for a function of twenty or more people
  A track record of building high-performing, inclusive teams through growth
`);

/** Benefits every employee and contractor gets. */
export const sharedBenefits: readonly string[] = phrases(`
  A yearly learning budget for courses, books and conferences
  Mental health support through a confidential counselling service
  A new laptop of your choice and the equipment you need to do great work
  Flexible working hours built around a few hours of team overlap
  Access to our online learning platform and internal mentorship programme
`);

/** Benefits reserved for permanent (full- and part-time) employees. */
export const permanentBenefits: readonly string[] = phrases(`
  Equity in Northwind Labs for every permanent employee
  Two company-wide recharge weeks per year on top of regular vacation
  Paid parental leave of up to 20 weeks for all parents
  Volunteering days to support causes you care about
  A company offsite that brings the whole team together once a year
  Sabbatical leave after five years with the company
`);

export const remoteBenefits: readonly string[] = phrases(`
  A home-office setup budget and a monthly internet and co-working allowance
  Travel covered for regular in-person team weeks
`);

export const officeBenefits: readonly string[] = phrases(`
  Catered lunches in the office and a well-stocked kitchen
  Commuter benefits and secure bike parking
  A bright, accessible office with quiet rooms and plenty of space to collaborate
`);

/** Country-specific benefits for permanent employees, keyed by ISO country code. */
export const countryBenefits: Readonly<Record<string, readonly string[]>> = {
  US: phrases(`
    Medical, dental and vision coverage with 100% of premiums paid for you
    401(k) plan with a 4% company match
    Flexible time off with a recommended minimum of 20 days
  `),
  CA: phrases(`
    Extended health and dental coverage from day one
    RRSP matching up to 4% of your salary
  `),
  GB: phrases(`
    Private medical insurance for you and your family
    Pension scheme with a 6% employer contribution
    25 days of holiday plus bank holidays
  `),
  IE: phrases(`
    Private health insurance for you and your family
    Company pension contribution of 6%
  `),
  DE: phrases(`
    30 days of paid vacation
    Company pension scheme with an employer top-up
    A monthly mobility allowance or Deutschlandticket
  `),
  FR: phrases(`
    Mutuelle covering you and your family at 100%
    Meal vouchers and RTT days
  `),
  NL: phrases(`
    Support with the 30% ruling for eligible international hires
    Pension plan with employer contribution and 27 vacation days
  `),
  ES: phrases(`
    Private health insurance and a flexible compensation plan
    Intensive summer schedule in July and August
  `),
  PT: phrases(`
    Private health insurance and a meal allowance
  `),
  PL: phrases(`
    Private medical care and a Multisport card
  `),
  SE: phrases(`
    Occupational pension and a yearly wellness allowance of SEK 5,000
  `),
  CH: phrases(`
    Pension fund contributions well above the legal minimum
  `),
  IN: phrases(`
    Group health insurance that also covers your parents or parents-in-law
    Meal and internet allowances
  `),
  SG: phrases(`
    Comprehensive medical and dental coverage
  `),
  JP: phrases(`
    Full social insurance coverage and a commuting allowance
  `),
  AU: phrases(`
    Superannuation contributions above the guarantee rate
  `),
  BR: phrases(`
    Health and dental plan, meal voucher and gym membership
  `),
  MX: phrases(`
    Major medical insurance, food vouchers and a savings fund
  `),
};

/** Local language expectations for customer-facing roles, keyed by ISO country code. */
export const localLanguages: Readonly<Record<string, string>> = {
  DE: 'German',
  FR: 'French',
  NL: 'Dutch',
  ES: 'Spanish',
  PT: 'Portuguese',
  PL: 'Polish',
  SE: 'Swedish',
  CH: 'German or French',
  JP: 'Japanese',
  BR: 'Portuguese',
  MX: 'Spanish',
};

export const officeNotes: readonly string[] = phrases(`
  a short walk from public transport
  right in the city centre
  with plenty of quiet rooms and collaboration spaces
  recently renovated with accessibility in mind
  shared with our product and go-to-market teams
`);

export const closingNotes: readonly string[] = phrases(`
  Northwind Labs is an equal opportunity employer. We welcome applicants of every background, identity and experience, and we make hiring decisions based on merit alone.
  Don't meet every single requirement? Studies show that many people hold back from applying unless they tick every box. If this role excites you, please apply anyway.
  We are committed to an accessible hiring process. Tell us about any adjustments you need and we will make them happen.
  We review every application carefully and aim to reply to every candidate within two weeks.
`);
