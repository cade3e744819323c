import type { employmentTypes, seniorities, workPlaces } from '@opencareers/contracts/search-constants';

/**
 * The words the built-in engine reads intents and search slots from, folded (lower case, no
 * accents), in English and the other languages the bench covers (French, German, Spanish).
 * Phrases are space-separated word sequences, matched on whole words. Job titles and skills
 * are not listed here: they are whatever is left of a search request, checked against the
 * search vocabulary and the tenant's own job titles and skills.
 */

const words = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/** "jobs", "roles", "openings": a request for jobs. */
export const jobWords = words(`
  job jobs role roles position positions opening openings vacancy vacancies opportunity opportunities
  posting postings career careers gig gigs offers
  emploi emplois poste postes offre offres travail boulot
  stelle stellen job jobs arbeit stellenangebot stellenangebote
  trabajo trabajos empleo empleos puesto puestos vacante vacantes oferta ofertas
`);

/** Verbs and phrases of asking for something to be found. */
export const searchVerbs = words(`
  find search show list looking look seeking seek want need hiring hire open available any
  cherche cherches recherche trouve trouver montre
  suche suchen zeige finde gibt
  busco buscar buscando muestra encuentra hay quiero
`);

/** Words that carry no search meaning in a request ("show me some of the"). */
export const fillerWords = words(`
  a an the of in on for to with or at by me i im i'm we you your some any all are is there do does
  please can could would like get give have has got new latest good best current currently that this
  those these which what where who as as from into near around within about be been my mine our
  le la les un une des du de en a au aux dans pour avec sur je moi vous tu il y est sont et ou
  der die das ein eine einen im in am bei fur mit und oder ich mir mich es gibt bitte nach von als
  el la los las un una unos unas en para con de del y o yo me mi hay por favor que al
  also just more other work working as many much very
`);

/** Prepositions before a place: "in Lisbon", "near Berlin", "à Paris", "en Madrid", "bei München". */
export const placePrepositions = words('in near around at from a en dans bei nahe um cerca de within');

/** Words that make a question about the asker's own items ("my", "I", "mes", "meine", "mis"). */
export const personalWords = words(`
  my mine i im ive me am mon ma mes moi j ai mein meine meinen meiner meines ich mi mis yo tengo
`);

export const applicationWords = words(`
  application applications applied candidacy candidature candidatures candidate postule postulé
  bewerbung bewerbungen beworben solicitud solicitudes postulacion postulaciones candidatura candidaturas
`);
export const offerWords = words('offer offers offre offres angebot angebote oferta ofertas');
export const interviewWords = words(`
  interview interviews entretien entretiens vorstellungsgesprach vorstellungsgesprache gesprach
  entrevista entrevistas
`);
/** "status", "where", "when": asking after something one already has. */
export const statusWords = words(`
  status stage progress update news where when heard hear result results reply answer decision
  statut ou en est nouvelles quand stand wo wann estado donde cuando
  received receive got schedule scheduled upcoming next time today tomorrow bekommen erhalten recu recibido
`);

export const greetingWords = words(`
  hi hello hey hiya howdy yo greetings morning afternoon evening good day thanks thank you cheers
  bonjour salut coucou merci hallo moin guten tag morgen danke hola buenos buenas dias tardes gracias
  there ok okay help very much lot so
`);
/** Greeting words that alone are a greeting (the rest above only accompany them). */
export const greetingHeads = words(`
  hi hello hey hiya howdy greetings morning thanks thank cheers bonjour salut coucou merci hallo moin
  guten danke hola buenos buenas gracias help
`);

/** Topics of company questions, which the knowledge base answers. */
export const companyTopicWords = words(`
  visa visas sponsor sponsors sponsorship sponsoring permit relocation relocate benefit benefits perk perks
  insurance health dental pension retirement 401k vacation holiday holidays pto leave parental maternity
  paternity policy policies process culture values mission diversity inclusion dei equity stock options
  bonus bonuses training learning development onboarding office offices headquarters hq dress code
  interviewing stages steps timeline long take hear back company northwind about founded salary salaries
  pay range ranges compensation equipment laptop accessibility accommodation accommodations disability
  interview interviews allowed
  avantages politique processus entreprise teletravail conges
  vorteile unternehmen firma prozess urlaub gehalt
  beneficios empresa proceso vacaciones salario patrocinio patrocinan
`);

/** Question openers; a question that is not about jobs or the asker's items is about the company. */
export const questionWords = words(`
  do does did is are can could will would what whats how when why which who where should
  est-ce quels quelle quel comment pourquoi combien
  gibt wie was wann warum welche welcher kann
  que cual cuales como cuando porque puedo hay
`);

type Phrase = readonly string[];
const phrases = <T extends string>(table: Record<T, string>): [Phrase, T][] =>
  Object.entries<string>(table).flatMap(([value, list]) =>
    list.split(',').map((p) => [p.trim().split(/\s+/), value as T] as [Phrase, T]),
  );

export const workPlacePhrases = phrases<(typeof workPlaces)[number]>({
  remote:
    'remote, remotely, fully remote, work from home, working from home, wfh, from home, home office, homeoffice, anywhere, distributed, teletravail, a distance, en remoto, remoto, remota, desde casa, teletrabajo, fernarbeit, von zuhause, remote first',
  hybrid: 'hybrid, hybride, hibrido, hibrida, partly remote, part remote',
  onsite:
    'onsite, on site, on-site, in office, in-office, in the office, office based, office-based, in person, presentiel, sur site, vor ort, presencial, en oficina',
});

export const seniorityPhrases = phrases<(typeof seniorities)[number]>({
  entry:
    'junior, jr, entry level, entry-level, entry, graduate, grad, new grad, beginner, debutant, debutante, berufseinsteiger, einsteiger, principiante, recien graduado',
  mid: 'mid level, mid-level, mid, intermediate, experienced, confirme, erfahren, semi senior, semisenior',
  senior: 'senior, sr, seniors, experimente, erfahrene, sénior',
  lead: 'lead, principal, staff, tech lead, team lead, head, leitend, leitender, jefe',
  director: 'director, directeur, directrice, direktor, vp, vice president',
  intern: 'intern, interns, stagiaire, praktikant, becario, becaria',
  manager: 'management, managerial',
});

export const employmentPhrases = phrases<(typeof employmentTypes)[number]>({
  full_time:
    'full time, full-time, fulltime, permanent, cdi, temps plein, vollzeit, festanstellung, tiempo completo, jornada completa, indefinido',
  part_time: 'part time, part-time, parttime, temps partiel, mi temps, teilzeit, medio tiempo, media jornada',
  contract:
    'contract, contractor, contracting, freelance, freelancer, cdd, freiberuflich, contrato, autonomo',
  internship: 'internship, internships, stage, praktikum, praktika, practicas, pasantia, pasantias',
  temporary: 'temporary, temp, seasonal, interim, befristet, aushilfe, temporal, temporario',
});

/** Every cue word above, for typo correction ("aplication" → "application"). */
export const cueDictionary: readonly string[] = [
  ...new Set(
    [
      jobWords,
      searchVerbs,
      applicationWords,
      offerWords,
      interviewWords,
      statusWords,
      greetingHeads,
      companyTopicWords,
      new Set([...workPlacePhrases, ...seniorityPhrases, ...employmentPhrases].flatMap(([p]) => p)),
    ].flatMap((s) => [...s]),
  ),
].filter((w) => w.length >= 4);
