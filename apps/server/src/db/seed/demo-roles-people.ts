/** People role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const peopleDepartment: RawDepartment = {
  name: 'People',
  weight: 5,
  intern: 'People Team Intern',
  manager: 'People Operations Manager',
  director: 'Director of People',
  entry: 'Associate, Junior',
  lead: 'Lead, Principal',
  mission: 'hire brilliant people and help them do the best work of their careers',
  partners: 'managers and employees across every team and country',
  study: 'Human Resources, Psychology, Business or a related field',
  skills: 'Workday, Google Workspace, Employment Law, Confidentiality, Stakeholder Management',
  duties: `
    Treat every employee and candidate interaction as part of our culture
    Improve our people processes based on feedback and data
    Keep policies compliant across the countries where we hire
    Support company-wide programs such as performance reviews and engagement surveys
  `,
  bring: `
    Discretion and sound judgement with sensitive information
    Warm, clear communication at every level of the company
    A bias for simple, scalable processes
  `,
  nice: `
    Experience supporting teams across several countries
    Experience in a fast-growing technology company
    An HR certification such as SHRM-CP, CIPD or PHR
  `,
  families: [
    {
      title: 'Technical Recruiter',
      pay: 110000,
      focus: 'Engineering; Data & Machine Learning; Security; Product & Design; Executive Search',
      skills:
        'Full-Cycle Recruiting, Sourcing, Greenhouse, LinkedIn Recruiter, Boolean Search, Offer Negotiation, Structured Interviewing, Employer Branding, Ashby, Diversity Recruiting, Stakeholder Management',
      manager: 'Recruiting Manager',
      director: 'Director of Talent Acquisition',
      duties: `
        Own full-cycle hiring for {focus} roles
        Partner with hiring managers on role definition and interview plans
        Source passive candidates and write outreach people want to reply to
        Guide candidates through a respectful, transparent process
        Negotiate and close offers
      `,
      bring: `
        Experience in technical or specialised recruiting
        Ability to understand technical roles well enough to assess fit
        Strong organisation across many open roles
      `,
      nice: `
        Agency and in-house recruiting experience
        Experience hiring internationally
      `,
    },
    {
      title: 'Recruiting Coordinator',
      pay: 60000,
      focus: 'Engineering Hiring; Go-to-Market Hiring; Campus Hiring; Onsite Interviews',
      skills:
        'Interview Scheduling, Greenhouse, Google Workspace, GoodTime, Candidate Experience, Calendar Management, Ashby, Data Entry, Onboarding Logistics, Zoom',
      manager: 'Recruiting Operations Manager',
      duties: `
        Schedule interviews and keep the process moving, especially for {focus}
        Welcome candidates and make sure every interview starts on time
        Keep our applicant tracking system clean and up to date
        Coordinate offers, background checks and start dates
      `,
      bring: `
        Excellent organisation and attention to detail
        Friendly, professional communication
        Comfort juggling many calendars and time zones
      `,
      nice: `
        Experience with Greenhouse or Ashby
        Experience in a high-volume hiring environment
      `,
    },
    {
      title: 'People Partner',
      pay: 130000,
      focus: 'Engineering; Go-to-Market; G&A; International Teams',
      skills:
        'Employee Relations, Performance Management, Organizational Design, Workday, Coaching, Change Management, Compensation Planning, Employment Law, Talent Planning, Lattice, HR Analytics',
      manager: 'Senior People Partner Manager',
      director: 'Director of People Partners',
      duties: `
        Be the go-to people adviser for {focus} leaders and managers
        Coach managers on feedback, performance and team health
        Lead sensitive employee relations cases with fairness and care
        Shape org design, promotions and talent reviews
      `,
      bring: `
        Experience as an HR business partner
        Strong knowledge of employment law in your region
        Credibility and courage to challenge leaders constructively
      `,
      nice: `
        Experience supporting rapid growth or restructuring
        Coaching certification
      `,
    },
    {
      title: 'Compensation Analyst',
      pay: 110000,
      focus: 'Salary Benchmarking; Equity; Job Architecture; Pay Equity',
      skills:
        'Compensation Benchmarking, Radford Surveys, Pave, Excel, Equity Compensation, Job Architecture, Pay Equity Analysis, Benefits Administration, Workday, Financial Modeling',
      manager: 'Compensation Manager',
      director: 'Director of Total Rewards',
      duties: `
        Own analysis and programs for {focus}
        Maintain salary bands using market data
        Run the annual compensation review cycle
        Advise recruiters and managers on offers and promotions
      `,
      bring: `
        Experience in compensation or total rewards
        Advanced Excel and analytical skills
        Ability to explain compensation decisions clearly
      `,
      nice: `
        Certified Compensation Professional (CCP)
        Experience with equity plans at private companies
      `,
    },
    {
      title: 'People Operations Specialist',
      pay: 70000,
      focus: 'Onboarding; HRIS; Benefits; Employee Lifecycle',
      skills:
        'HRIS Administration, Rippling, Workday, BambooHR, Employee Onboarding, Employee Records, Benefits Administration, Process Documentation, Google Workspace, Deel',
      duties: `
        Run smooth, friendly processes for {focus}
        Maintain accurate employee data in our HRIS
        Answer employee questions on policies and benefits
        Improve people processes through automation and documentation
      `,
      bring: `
        Experience in HR operations or people operations
        Strong attention to detail with employee data
        Service mindset and discretion
      `,
      nice: `
        Experience with employer-of-record providers
        Experience implementing a new HRIS
      `,
    },
    {
      title: 'Learning and Development Specialist',
      pay: 95000,
      focus: 'Manager Development; Onboarding; Career Growth; Leadership Programs',
      skills:
        'Instructional Design, Facilitation, Leadership Development, Learning Management Systems, Needs Analysis, Coaching, Articulate 360, Program Evaluation, Career Frameworks, Workshop Design',
      manager: 'Learning and Development Manager',
      director: 'Director of Learning and Development',
      duties: `
        Design and deliver programs for {focus}
        Facilitate engaging workshops, in person and online
        Build career frameworks with leaders and people partners
        Measure learning impact and iterate on programs
      `,
      bring: `
        Experience designing and facilitating learning programs
        Strong instructional design skills
        An energising, inclusive facilitation style
      `,
      nice: `
        Coaching certification
        Experience with remote-first learning programs
      `,
    },
    {
      title: 'People Analyst',
      pay: 105000,
      focus: 'Workforce Planning; Engagement; Attrition; Recruiting Analytics',
      skills:
        'SQL, People Analytics, Workday, Excel, Tableau, Survey Analysis, Culture Amp, Python, Headcount Planning, Data Visualization, Attrition Modeling',
      manager: 'People Analytics Manager',
      duties: `
        Turn people data into insights on {focus}
        Build dashboards for leaders on headcount, hiring and retention
        Analyse engagement surveys and highlight what to act on
        Protect employee privacy in everything we report
      `,
      bring: `
        Experience in people analytics or business analytics
        Strong SQL and visualization skills
        Sensitivity to confidential data
      `,
      nice: `
        Experience with survey tools such as Culture Amp
        Statistics or Python skills
      `,
    },
    {
      title: 'Inclusion Program Manager',
      pay: 110000,
      focus: 'Inclusive Hiring; Employee Resource Groups; Accessibility; Belonging',
      skills:
        'Program Management, Employee Resource Groups, Inclusive Hiring, Survey Analysis, Facilitation, Stakeholder Management, Policy Writing, Training Design, Data Analysis, Internal Communications',
      manager: 'Inclusion and Belonging Manager',
      director: 'Director of Inclusion and Belonging',
      duties: `
        Design and run programs focused on {focus}
        Support employee resource group leaders with budget and guidance
        Partner with recruiting on fair, structured hiring practices
        Measure progress and report transparently
      `,
      bring: `
        Experience running inclusion or people programs
        Strong facilitation and program management skills
        Ability to drive change through influence
      `,
      nice: `
        Experience with workplace accessibility programs
        Experience with global, multi-cultural teams
      `,
    },
    {
      title: 'Talent Sourcer',
      pay: 85000,
      focus: 'Engineering; Sales; Leadership Hiring; Early Careers',
      skills:
        'Sourcing, LinkedIn Recruiter, Boolean Search, GitHub Sourcing, Gem, Talent Mapping, Outreach Copywriting, Greenhouse, Market Research, Diversity Sourcing',
      manager: 'Sourcing Manager',
      duties: `
        Find and engage great candidates for {focus} roles
        Map talent markets and share insights with hiring teams
        Write personalised outreach campaigns and test what works
        Build diverse pipelines for hard-to-fill roles
      `,
      bring: `
        Experience sourcing for competitive roles
        Creativity with search tools and outreach
        Persistence and strong organisation
      `,
      nice: `
        Experience sourcing internationally
        Experience with Gem or similar CRMs
      `,
    },
  ],
};
