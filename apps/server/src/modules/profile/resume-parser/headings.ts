import { fold } from '../../search/tokenize.ts';

export type SectionName =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'links'
  | 'other';

/** Section headings in English, French, German, Spanish, Portuguese and Italian (accents folded). */
const headings: Record<Exclude<SectionName, 'other'>, string[]> = {
  contact: [
    'contact',
    'contact details',
    'contact information',
    'personal details',
    'personal information',
    'coordonnees',
    'informations personnelles',
    'kontakt',
    'kontaktdaten',
    'personliche daten',
    'persoenliche daten',
    'contacto',
    'datos personales',
    'datos de contacto',
    'contato',
    'dados pessoais',
    'informacoes de contato',
    'contatti',
    'dati personali',
    'recapiti',
  ],
  summary: [
    'summary',
    'profile',
    'professional summary',
    'about me',
    'about',
    'objective',
    'career objective',
    'personal statement',
    'professional profile',
    'career summary',
    'resume',
    'profil',
    'a propos',
    'a propos de moi',
    'profil professionnel',
    'objectif',
    'uber mich',
    'ueber mich',
    'kurzprofil',
    'zusammenfassung',
    'profil',
    'perfil',
    'perfil profesional',
    'sobre mi',
    'resumen',
    'resumen profesional',
    'objetivo',
    'sobre mim',
    'resumo',
    'resumo profissional',
    'perfil profissional',
    'profilo',
    'profilo professionale',
    'chi sono',
    'obiettivo',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'career',
    'relevant experience',
    'experience professionnelle',
    'experiences professionnelles',
    'experiences',
    'parcours professionnel',
    'berufserfahrung',
    'berufliche erfahrung',
    'beruflicher werdegang',
    'werdegang',
    'praxiserfahrung',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'trayectoria profesional',
    'experiencia profissional',
    'historico profissional',
    'esperienza',
    'esperienze',
    'esperienza lavorativa',
    'esperienze lavorative',
    'esperienza professionale',
    'esperienze professionali',
  ],
  education: [
    'education',
    'education and training',
    'academic background',
    'qualifications',
    'studies',
    'formation',
    'formations',
    'etudes',
    'diplomes',
    'formation academique',
    'ausbildung',
    'bildung',
    'bildungsweg',
    'studium',
    'akademischer werdegang',
    'educacion',
    'formacion',
    'formacion academica',
    'estudios',
    'educacao',
    'formacao',
    'formacao academica',
    'istruzione',
    'formazione',
    'istruzione e formazione',
    'titoli di studio',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'competencies',
    'core competencies',
    'expertise',
    'tools',
    'technologies',
    'skills and tools',
    'competences',
    'competences techniques',
    'compétences',
    'outils',
    'kenntnisse',
    'fahigkeiten',
    'faehigkeiten',
    'kompetenzen',
    'fachkenntnisse',
    'it kenntnisse',
    'habilidades',
    'competencias',
    'conocimientos',
    'aptitudes',
    'competencias tecnicas',
    'habilidades tecnicas',
    'conhecimentos',
    'competenze',
    'competenze tecniche',
    'capacita e competenze',
  ],
  languages: [
    'languages',
    'language skills',
    'langues',
    'competences linguistiques',
    'sprachen',
    'sprachkenntnisse',
    'idiomas',
    'lenguas',
    'lingue',
    'conoscenze linguistiche',
  ],
  links: [
    'links',
    'online',
    'online profiles',
    'profiles',
    'portfolio',
    'liens',
    'web',
    'enlaces',
    'redes',
    'social',
  ],
};

const other = [
  'certifications',
  'certificates',
  'projects',
  'interests',
  'hobbies',
  'references',
  'awards',
  'volunteering',
  'volunteer experience',
  'publications',
  'centres d interet',
  'loisirs',
  'projets',
  'interessen',
  'hobbys',
  'projekte',
  'zertifikate',
  'intereses',
  'proyectos',
  'certificaciones',
  'interesses',
  'projetos',
  'certificacoes',
  'voluntariado',
  'benevolat',
  'ehrenamt',
  'achievements',
  'activities',
];

const byKey = new Map<string, SectionName>();
for (const [name, list] of Object.entries(headings)) for (const h of list) byKey.set(h, name as SectionName);
for (const h of other) byKey.set(h, 'other');

export const headingKey = (line: string) =>
  fold(line)
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The section a line opens, if it is a heading ("EXPERIENCE", "Berufserfahrung:", "— Formação —"). */
export function sectionOf(line: string): SectionName | undefined {
  return headingOf(line)?.section;
}

/** A heading and what follows it on the same line ("Skills: Python, SQL"). */
export function headingOf(line: string): { section: SectionName; rest: string } | undefined {
  const section = bareHeading(line);
  if (section) return { section, rest: '' };
  const colon = line.indexOf(':');
  if (colon > 0 && colon <= 40) {
    const inline = bareHeading(line.slice(0, colon));
    if (inline) return { section: inline, rest: line.slice(colon + 1).trim() };
  }
  return undefined;
}

function bareHeading(line: string): SectionName | undefined {
  const text = line.replace(/\t/g, ' ').trim();
  if (text.length > 40 || /[.@]\s*\S/.test(text.replace(/[:.]\s*$/, ''))) return undefined;
  const key = headingKey(text);
  if (!key || key.split(' ').length > 4) return undefined;
  return byKey.get(key) ?? byKey.get(key.replace(/ (and|et|und|y|e) .*$/, ''));
}
