/**
 * The knowledge base the assistant bench gives the demo company (through the admin API), as
 * a company would write it: titles, answers and a few other words people use.
 */
export const benchKnowledge = [
  {
    title: 'Visa sponsorship',
    body: 'We sponsor work visas for most engineering and data roles in Germany, Portugal and the UK. Other roles are decided case by case.',
    keywords: 'visa, work permit, sponsor, immigration, blue card',
  },
  {
    title: 'Benefits',
    body: 'Private health and dental insurance, a pension plan with a 5% match, a yearly wellbeing allowance and a new laptop of your choice.',
    keywords: 'perks, insurance, health, dental, pension, retirement, 401k, wellbeing',
  },
  {
    title: 'Interview process',
    body: 'A 30-minute call with a recruiter, a skills interview with the team, a take-home or live exercise, and a final conversation with the hiring manager. It takes about three weeks.',
    keywords: 'interviews, hiring process, stages, steps, recruitment process, assessment',
  },
  {
    title: 'Remote work policy',
    body: 'Most roles can be done remotely within the countries where we employ people; hybrid teams meet in the office two days a week.',
    keywords: 'remote, work from home, hybrid, office days, telework',
  },
  {
    title: 'Parental leave',
    body: 'Sixteen weeks of fully paid parental leave for every parent, plus a phased return to work.',
    keywords: 'maternity, paternity, parents, baby, family leave',
  },
  {
    title: 'Relocation support',
    body: 'We pay for moving costs and the first month of housing when you relocate for a role.',
    keywords: 'relocate, moving, relocation package, housing',
  },
  {
    title: 'How to apply',
    body: 'Pick a job, press Apply and send your résumé; you can also join the talent network to hear about new roles.',
    keywords: 'apply, application, resume, cv, submit',
  },
  {
    title: 'Hearing back after applying',
    body: 'A recruiter answers every application within ten working days.',
    keywords: 'response time, reply, hear back, waiting, feedback',
  },
  {
    title: 'Pay transparency',
    body: 'Every job ad shows its pay range; offers are made within that range according to experience.',
    keywords: 'salary, pay, compensation, salary range, wages',
  },
  {
    title: 'Accessibility and accommodations',
    body: 'Tell your recruiter about any adjustment you need for interviews or at work; we provide it.',
    keywords: 'accessibility, disability, accommodation, adjustments, accessible',
  },
  {
    title: 'Vacation and holidays',
    body: 'Thirty days of paid vacation a year plus public holidays.',
    keywords: 'vacation, holidays, pto, time off, annual leave, days off',
  },
  {
    title: 'Learning budget',
    body: 'Each employee has 1,500 euros a year for courses, books and conferences.',
    keywords: 'training, learning, courses, conferences, education, development',
  },
] as const;
