/**
 * Judged queries for `npm run bench:relevance`. Relevance is decided by rules over the demo
 * positions' own data — title, skills, department — written from what a job seeker typing the
 * query would want, not from how the engine scores: a position's grade is the highest rule it
 * meets (3 = exactly what was asked, 2 = closely related, 1 = the right area). A query whose
 * rules no demo position meets is one where "nothing fits" and zero results are right.
 */

/** One rule: a title pattern, a skill pattern, a department pattern; any (or, with all, every) must hold. */
export interface Rule {
  t?: RegExp;
  s?: RegExp;
  d?: RegExp;
  all?: boolean;
}

export type Kind =
  | 'title'
  | 'skill'
  | 'abbreviation'
  | 'misspelling'
  | 'multiword'
  | 'german'
  | 'nothing-fits';

export interface Judged {
  q: string;
  kind: Kind;
  g3?: Rule;
  g2?: Rule;
  g1?: Rule;
}

const re = (s: string) => new RegExp(s, 'i');

/** A role: its title (grade 3), an optional related title (2), its department (1). */
const role = (q: string, title: string, dept: string, related?: string, kind: Kind = 'title'): Judged => ({
  q,
  kind,
  g3: { t: re(title) },
  ...(related ? { g2: { t: re(related) } } : {}),
  g1: { d: re(dept) },
});

/** A skill: positions listing it (3), optionally titles built around it (2). */
const skill = (q: string, skills: string, kind: Kind = 'skill', titles?: string): Judged => ({
  q,
  kind,
  g3: { s: re(skills) },
  ...(titles ? { g2: { t: re(titles) } } : {}),
});

const none = (q: string): Judged => ({ q, kind: 'nothing-fits' });

const eng = 'engineering';
const sweTitles =
  '\\b(backend|frontend|full-stack|software|ios|android|platform|machine learning) engineer|software engineering';

export const judged: Judged[] = [
  // ---- Titles, as written ------------------------------------------------------------
  role('backend engineer', 'backend engineer', eng, 'full-stack engineer|platform engineer'),
  role('frontend engineer', 'frontend engineer', eng, 'full-stack engineer'),
  role('full stack engineer', 'full-stack engineer', eng, 'backend engineer|frontend engineer'),
  role('ios engineer', '\\bios engineer|ios engineering', eng, 'android engineer|mobile engineering'),
  role('android engineer', 'android engineer', eng, 'ios engineer|mobile engineering'),
  role('platform engineer', 'platform engineer', eng, 'devops engineer|site reliability|sre'),
  role('site reliability engineer', 'site reliability engineer|sre manager', eng, 'platform engineer|devops'),
  role('devops engineer', 'devops engineer', eng, 'platform engineer|site reliability'),
  role('qa automation engineer', 'qa automation engineer', eng, 'quality engineering'),
  role('machine learning engineer', 'machine learning engineer', eng, 'machine learning|research scientist'),
  role('database engineer', 'database engineer', eng, 'database administrator'),
  role('developer advocate', 'developer advocate', eng, 'developer relations'),
  role('technical writer', 'technical writer|technical writing', eng, 'documentation'),
  role('data engineer', 'data engineer', 'data', 'analytics engineer'),
  role('analytics engineer', 'analytics engineer', 'data', 'data engineer'),
  role('data analyst', 'data analyst', 'data', 'analyst'),
  role('data scientist', 'data scientist|data science', 'data', 'research scientist|machine learning'),
  role(
    'business intelligence developer',
    'business intelligence developer',
    'data',
    'data analyst|analytics',
  ),
  role('product analyst', 'product analyst', 'data', 'data analyst'),
  role('research scientist', 'research scientist', 'data', 'data scientist|applied research'),
  role('product designer', 'product designer|product design', 'design', 'designer'),
  role('ux researcher', 'ux research', 'design', 'research'),
  role('content designer', 'content design', 'design', 'designer|ux writing'),
  role('brand designer', 'brand design', 'design', 'designer'),
  role('motion designer', 'motion designer', 'design', 'designer'),
  role('accountant', 'accountant', 'finance', 'accounting'),
  role('payroll specialist', 'payroll', 'finance'),
  role('tax analyst', 'tax analyst', 'finance', 'tax'),
  role('treasury analyst', 'treasury', 'finance'),
  role('internal auditor', 'internal audit', 'finance'),
  role('fp&a analyst', 'fp&a analyst', 'finance', 'fp&a'),
  role('it support specialist', 'it support', '^it$', 'support'),
  role('systems administrator', 'systems administrator', '^it$', 'administrator'),
  role('network engineer', 'network engineer', '^it$', 'network'),
  role('salesforce administrator', 'salesforce administrator', '^it$', 'crm'),
  role('database administrator', 'database administrator', '^it$', 'database engineer'),
  role('paralegal', 'paralegal', 'legal'),
  role('privacy counsel', 'privacy counsel', 'legal', 'counsel'),
  role('compliance specialist', 'compliance', 'legal'),
  role('product marketing manager', 'product marketing', 'marketing', 'marketing manager'),
  role('seo specialist', '\\bseo\\b', 'marketing'),
  role('project manager', 'project manager', 'operations', 'program manager'),
  role('program manager', 'program manager', 'operations|product', 'project manager'),
  role('executive assistant', 'executive assistant', 'operations', 'chief of staff'),
  role('procurement specialist', 'procurement', 'operations'),
  role('technical recruiter', 'technical recruiter', 'people', 'recruit|sourc'),
  role('recruiting coordinator', 'recruiting coordinator', 'people', 'recruit'),
  role('compensation analyst', 'compensation', 'people'),
  role('talent sourcer', 'sourc', 'people', 'recruit'),
  role('product manager', '\\bproduct manager', 'product', 'product owner|product management'),
  role('technical program manager', 'technical program manag', 'product', 'program manager'),
  role('product owner', 'product owner', 'product', 'product manager'),
  role('release manager', 'release', 'product'),
  role('account executive', 'account executive', 'sales', 'account manager'),
  role('sales development representative', 'sales development', 'sales', 'inside sales'),
  role('solutions engineer', 'solutions engineer', 'sales', 'sales engineer'),
  role('account manager', 'account manager', 'sales|customer success', 'account executive'),
  role('application security engineer', 'application security', 'security', 'security engineer'),
  role('cloud security engineer', 'cloud security', 'security', 'security engineer'),
  role('security architect', 'security architect', 'security'),
  role('customer support specialist', 'customer support', 'support', 'support'),
  role('technical support engineer', 'technical support', 'support', 'support engineer'),
  role('community manager', 'community', 'support'),
  role('customer success manager', 'customer success manager', 'customer success', 'customer success'),
  role('implementation manager', 'implementation', 'customer success'),
  role('technical account manager', 'technical account manager', 'customer success', 'account manager'),
  role('recruiter', 'recruit', 'people', 'sourc'),
  role('designer', 'design', 'design'),
  role('engineering manager', 'engineering manager', eng, 'manager'),
  role('intern', 'intern\\b', '.'),
  role('marketing manager', 'marketing manager', 'marketing', 'marketing'),
  role('security engineer', 'security engineer', 'security', 'security'),
  role('analyst', 'analyst', '.'),
  role('counsel', 'counsel', 'legal'),

  // ---- Skills ------------------------------------------------------------------------
  skill('kubernetes', '^kubernetes', 'skill', 'platform engineer|site reliability|devops'),
  skill('python', '^python$'),
  skill('typescript', '^typescript$'),
  skill('javascript', '^javascript$'),
  skill('react', '^react$', 'skill', 'frontend engineer'),
  skill('node.js', '^node\\.js$'),
  skill('next.js', '^next\\.js$'),
  skill('ci/cd', '^ci/cd$', 'skill', 'devops'),
  skill('terraform', '^terraform$'),
  skill('postgresql', '^postgresql$'),
  skill('sql', '^sql$|sql$'),
  skill('figma', '^figma$'),
  skill('salesforce', '^salesforce', 'skill', 'salesforce'),
  skill('excel', '^excel$'),
  skill('docker', '^docker$'),
  skill('aws', '^aws$'),
  skill('kotlin', '^kotlin$', 'skill', 'android'),
  skill('swift', '^swift(ui)?$', 'skill', '\\bios\\b'),
  skill('tableau', '^tableau$'),
  skill('spark', 'spark$'),
  skill('kafka', 'kafka$'),
  skill('jira', '^jira'),
  skill('netsuite', '^netsuite$'),
  skill('workday', '^workday$'),
  skill('zendesk', '^zendesk'),
  skill('hubspot', '^hubspot$'),
  skill('splunk', '^splunk$'),
  skill('tensorflow', '^tensorflow$'),
  skill('pytorch', '^pytorch$'),
  skill('graphql', '^graphql$'),
  skill('go', '^go$'),
  skill('java', '^java$'),

  // ---- Abbreviations, synonyms and spelling variants ---------------------------------
  role('sre', 'site reliability engineer|\\bsre\\b', eng, 'platform engineer|devops', 'abbreviation'),
  skill('k8s', '^kubernetes', 'abbreviation', 'platform engineer|site reliability|devops'),
  skill('golang', '^go$', 'abbreviation'),
  role('fullstack', 'full-stack', eng, 'backend engineer|frontend engineer', 'abbreviation'),
  role('full-stack developer', 'full-stack', eng, 'backend engineer|frontend engineer', 'abbreviation'),
  role('swe', sweTitles, eng, 'engineer', 'abbreviation'),
  role('software engineer', sweTitles, eng, 'engineer', 'abbreviation'),
  role('software developer', sweTitles, eng, 'engineer|developer', 'abbreviation'),
  role(
    'pm',
    'product manager|project manager|program manager',
    'product|operations',
    'manager',
    'abbreviation',
  ),
  skill('js', '^javascript$|^typescript$|\\.js$', 'abbreviation', 'frontend|full-stack'),
  skill('ts', '^typescript$', 'abbreviation', 'frontend|full-stack'),
  role('ml', 'machine learning', eng, 'data scientist|research scientist', 'abbreviation'),
  role('ml engineer', 'machine learning engineer', eng, 'machine learning', 'abbreviation'),
  role('ai', '\\bai\\b|machine learning', '.', 'research scientist', 'abbreviation'),
  role('ux designer', 'product designer|ux|design', 'design', 'designer', 'abbreviation'),
  role('ux', '\\bux\\b', 'design', 'product designer|content designer', 'abbreviation'),
  role(
    'ui designer',
    'product designer|design systems designer|visual',
    'design',
    'designer',
    'abbreviation',
  ),
  role('qa', 'qa|quality', eng, 'test', 'abbreviation'),
  role('quality assurance', 'qa|quality', eng, 'test', 'abbreviation'),
  role('devops', 'devops', eng, 'platform engineer|site reliability', 'abbreviation'),
  role(
    'hr',
    '^(?!.*(marketing|analytics engineer)).*(people|recruit|hr|talent|compensation|learning and development)',
    'people',
    '',
    'abbreviation',
  ),
  role(
    'human resources',
    '^(?!.*marketing).*(people|recruit|talent|compensation|learning and development)',
    'people',
    '',
    'abbreviation',
  ),
  role('sdr', 'sales development', 'sales', 'inside sales', 'abbreviation'),
  role('bdr', 'sales development', 'sales', 'inside sales', 'abbreviation'),
  role('ae', 'account executive', 'sales', 'account manager', 'abbreviation'),
  role('csm', 'customer success manager', 'customer success', 'customer success', 'abbreviation'),
  role('tam', 'technical account manager', 'customer success', 'account manager', 'abbreviation'),
  role('dba', 'database administrator', '^it$', 'database', 'abbreviation'),
  role('sysadmin', 'systems administrator', '^it$', 'administrator', 'abbreviation'),
  role('helpdesk', 'it support|customer support', '^it$|support', 'support', 'abbreviation'),
  role('infosec', 'security', 'security', '', 'abbreviation'),
  role('appsec', 'application security', 'security', 'security engineer', 'abbreviation'),
  role('soc analyst', 'security operations', 'security', 'security', 'abbreviation'),
  role('bi developer', 'business intelligence', 'data', 'analytics|data analyst', 'abbreviation'),
  role('mobile developer', '\\b(ios|android)\\b|mobile', eng, '', 'abbreviation'),
  role('front end developer', 'frontend engineer', eng, 'full-stack engineer', 'abbreviation'),
  role('backend developer', 'backend engineer', eng, 'full-stack engineer', 'abbreviation'),
  role('front-end', 'frontend', eng, 'full-stack', 'abbreviation'),
  skill('nodejs', '^node\\.js$', 'abbreviation', 'backend engineer'),
  skill('postgres', '^postgresql$', 'abbreviation', 'database'),
  skill('gcp', '^google cloud', 'abbreviation'),
  skill('cicd', '^ci/cd$', 'abbreviation', 'devops'),
  role('ppc', 'performance marketing', 'marketing', 'marketing', 'abbreviation'),
  role('ea', 'executive assistant', 'operations', 'chief of staff', 'abbreviation'),
  role('l&d', 'learning and development', 'people', '', 'abbreviation'),
  role('grc', 'grc', 'security', 'compliance', 'abbreviation'),
  role('revops', 'revenue operations', 'sales', 'operations', 'abbreviation'),
  role('fpa', 'fp&a', 'finance', 'finance', 'abbreviation'),
  role('ap specialist', 'accounts payable', 'finance', '', 'abbreviation'),
  role('tech writer', 'technical writ', eng, 'documentation', 'abbreviation'),
  role('devrel', 'developer advocate|developer relations', eng, '', 'abbreviation'),
  role('ds', 'data scien', 'data', 'research scientist', 'abbreviation'),
  skill('nlp', '^natural language processing$', 'abbreviation', 'natural language'),
  skill('llm', '^(large language models|llm)', 'abbreviation'),
  role('lawyer', 'counsel|paralegal', 'legal', '', 'abbreviation'),
  role('attorney', 'counsel', 'legal', 'paralegal', 'abbreviation'),
  role('headhunter', 'recruit|sourc', 'people', '', 'abbreviation'),
  role('bookkeeper', 'accountant|accounts payable', 'finance', 'accounting', 'abbreviation'),
  role('cto', 'director of engineering', eng, 'engineering manager', 'abbreviation'),
  role('vp sales', 'director of sales|sales manager', 'sales', 'sales', 'abbreviation'),
  role('ops manager', 'operations manager', 'operations', 'operations', 'abbreviation'),
  role('customer service', 'customer support', 'support', 'support', 'abbreviation'),
  role('growth marketing', 'performance marketing|growth', 'marketing', 'marketing', 'abbreviation'),
  role('copywriter', 'content|ux writ', 'marketing|design', '', 'abbreviation'),

  // ---- Misspellings ------------------------------------------------------------------
  role('enginer', 'engineer', eng, '', 'misspelling'),
  role('developr', 'developer', '.', '', 'misspelling'),
  role('recuiter', 'recruit', 'people', 'sourc', 'misspelling'),
  role('acountant', 'accountant', 'finance', 'accounting', 'misspelling'),
  skill('kubernets', '^kubernetes', 'misspelling', 'platform engineer|site reliability|devops'),
  skill('pyhton', '^python$', 'misspelling'),
  skill('javascrpt', '^javascript$', 'misspelling'),
  role('managr', 'manager', '.', '', 'misspelling'),
  role('analist', 'analyst', '.', '', 'misspelling'),
  role('desinger', 'design', 'design', '', 'misspelling'),
  role('data scientst', 'data scientist', 'data', 'data scien', 'misspelling'),
  role('marketting', 'marketing', 'marketing', '', 'misspelling'),
  role('payrol', 'payroll', 'finance', '', 'misspelling'),
  skill('salesfroce', '^salesforce', 'misspelling', 'salesforce'),
  skill('typscript', '^typescript$', 'misspelling'),
  role('securty engineer', 'security engineer', 'security', 'security', 'misspelling'),
  role('suport specialist', 'support specialist', 'support', 'support', 'misspelling'),
  role('paralgal', 'paralegal', 'legal', '', 'misspelling'),

  // ---- Several words -----------------------------------------------------------------
  role('senior backend engineer', 'senior backend engineer', eng, 'backend engineer', 'multiword'),
  role('junior data analyst', '(junior|associate) data analyst', 'data', 'data analyst', 'multiword'),
  {
    q: 'python data scientist',
    kind: 'multiword',
    g3: { t: /data scientist/i, s: /^python$/i, all: true },
    g2: { t: /data scien/i },
  },
  { q: 'react typescript', kind: 'multiword', g3: { s: /^react$/i }, g2: { s: /^typescript$/i } },
  role('ai product manager', 'ai product manager', 'product', 'product manager', 'multiword'),
  role('cloud security', 'cloud security', 'security', 'security', 'multiword'),
  {
    q: 'kubernetes platform engineer',
    kind: 'multiword',
    g3: { t: /platform engineer/i, s: /^kubernetes/i, all: true },
    g2: { t: /platform engineer/i },
  },
  {
    q: 'sql analyst',
    kind: 'multiword',
    g3: { t: /analyst/i, s: /^sql$/i, all: true },
    g2: { t: /analyst/i },
  },
  {
    q: 'machine learning python',
    kind: 'multiword',
    g3: { t: /machine learning/i, s: /^python$/i, all: true },
    g2: { t: /machine learning|data scien/i },
  },
  {
    q: 'data engineer spark',
    kind: 'multiword',
    g3: { t: /data engineer/i, s: /spark$/i, all: true },
    g2: { t: /data engineer/i },
  },
  {
    q: 'figma designer',
    kind: 'multiword',
    g3: { t: /design/i, s: /^figma$/i, all: true },
    g2: { t: /design/i },
  },
  role(
    'enterprise account executive',
    'enterprise account executive',
    'sales',
    'account executive',
    'multiword',
  ),
  {
    q: 'payroll adp',
    kind: 'multiword',
    g3: { t: /payroll/i, s: /^adp$/i, all: true },
    g2: { t: /payroll/i },
  },
  {
    q: 'ios swift',
    kind: 'multiword',
    g3: { t: /\bios\b/i, s: /^swift/i, all: true },
    g2: { t: /\bios\b/i },
  },
  {
    q: 'android kotlin',
    kind: 'multiword',
    g3: { t: /android/i, s: /^kotlin$/i, all: true },
    g2: { t: /android/i },
  },
  role('director of engineering', 'director of engineering', eng, 'engineering manager', 'multiword'),
  role('head of people', 'director of people|people operations manager', 'people', 'people', 'multiword'),
  role(
    'customer success onboarding',
    'onboarding specialist|customer success',
    'customer success',
    '',
    'multiword',
  ),
  role('security operations analyst', 'security operations', 'security', 'security', 'multiword'),
  role('technical product manager', 'technical product manager', 'product', 'product manager', 'multiword'),
  role('senior product designer', 'senior product designer', 'design', 'product designer', 'multiword'),
  role('machine learning intern', 'machine learning intern', eng, 'intern', 'multiword'),

  // ---- German ------------------------------------------------------------------------
  role('softwareentwickler', sweTitles, eng, 'engineer', 'german'),
  role('entwickler', 'engineer|developer', eng, '', 'german'),
  role('datenanalyst', 'data analyst', 'data', 'analyst', 'german'),
  role('buchhalter', 'accountant', 'finance', 'accounting', 'german'),
  role('vertrieb', '.', 'sales', '', 'german'),
  role('projektleiter', 'project manager', 'operations', 'program manager', 'german'),
  role('produktmanager', 'product manager', 'product', 'product', 'german'),
  role('praktikum', 'intern\\b', '.', '', 'german'),
  role('jurist', 'counsel', 'legal', 'paralegal', 'german'),
  role('personalreferent', 'people partner|people operations', 'people', 'people', 'german'),
  role('datenbank', 'database', '.', '', 'german'),
  role('lohnbuchhaltung', 'payroll', 'finance', '', 'german'),
  role('kundenservice', 'customer support', 'support', 'support', 'german'),
  role('netzwerk ingenieur', 'network engineer', '^it$', 'network', 'german'),

  // ---- Nothing fits (no such job in the demo) ----------------------------------------
  none('c++'),
  none('c#'),
  none('.net'),
  none('f#'),
  none('nurse'),
  none('truck driver'),
  none('pharmacist'),
  none('cobol'),
];
