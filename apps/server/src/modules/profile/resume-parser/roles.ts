import { fold } from '../../search/tokenize.ts';
import { findPlace } from './places.ts';

/** Words that make a phrase a job title (accents folded; EN, FR, DE, ES, PT, IT). */
const titleWords =
  /\b(senior|junior|principal|staff|controller|chemist|chemiker|quimico|employe|employee|polyvalent|cajero|cajera|monitor|bauleiter|teamleiter|abteilungsleiter|engineer|developer|programmer|architect|manager|director|head|lead|analyst|scientist|designer|consultant|specialist|officer|coordinator|assistant|associate|administrator|intern|internship|trainee|apprentice|teacher|lecturer|professor|researcher|nurse|accountant|auditor|advisor|adviser|representative|executive|technician|editor|writer|marketer|recruiter|owner|founder|co-founder|cto|ceo|cfo|vp|president|supervisor|agent|clerk|operator|mechanic|electrician|chef|cook|waiter|cashier|driver|pharmacist|physician|doctor|therapist|paralegal|lawyer|attorney|strategist|producer|tutor|mentor|volunteer|freelance|freelancer|contractor|sales|support|ingenieur|ingenieure|developpeur|developpeuse|chef de|responsable|charge|chargee|stagiaire|alternant|alternante|directeur|directrice|consultante|gestionnaire|conseiller|conseillere|technicienne|infirmier|infirmiere|comptable|enseignant|enseignante|professeur|analyste|entwickler|entwicklerin|berater|beraterin|leiter|leiterin|praktikant|praktikantin|werkstudent|werkstudentin|referent|referentin|sachbearbeiter|sachbearbeiterin|projektleiter|geschaftsfuhrer|mitarbeiter|mitarbeiterin|kaufmann|kauffrau|ingeniera|ingeniero|desarrollador|desarrolladora|gerente|jefe|jefa|analista|disenador|disenadora|coordinador|coordinadora|asistente|becario|becaria|practicante|profesor|profesora|tecnico|tecnica|director|directora|engenheiro|engenheira|desenvolvedor|desenvolvedora|estagiario|estagiaria|coordenador|coordenadora|gerente|assistente|professora|vendedor|vendedora|enfermeiro|enfermeira|contador|contadora|sviluppatore|sviluppatrice|programmatore|programmatrice|ingegnere|direttore|direttrice|consulente|impiegato|impiegata|addetto|addetta|agente|infermiere|infermiera|insegnante|stagista|tirocinante|progettista|commerciale|capo)\b/;

const companyWords =
  /\b(inc|ltd|llc|llp|plc|gmbh|ag|kg|se|sa|sas|sarl|sl|srl|spa|bv|nv|ab|as|oy|ltda|me|eireli|corp|corporation|company|co|group|groupe|gruppe|grupo|bank|banque|holdings|labs|technologies|solutions|systems|consulting|partners|studio|agency|hospital|clinic|clinique|hopital|university|universite|universitat|universidad|universidade|school|ecole|council|ministry|ministere|foundation|stiftung|fundacion|fundacao)\b/;

export const isTitle = (text: string) => titleWords.test(fold(text));
export const isCompany = (text: string) => companyWords.test(fold(text).replace(/\./g, ''));

const schoolWords =
  /\b(university|universite|universitat|universitaet|universidad|universidade|universita|college|school|ecole|escola|escuela|institute|institut|instituto|polytechnic|politecnico|polytechnique|hochschule|fachhochschule|akademie|academy|academia|lycee|gymnasium|faculdade|facultad|faculte|iut|insa|conservatoire|kolleg|campus|business school|tu|eth|epfl|mit|ucl|lse|usp|unicamp)\b/;
const degreeWords =
  /\b(bachelor|bachelors|master|masters|ba|bs|bsc|ma|ms|msc|mba|meng|beng|phd|ph d|doctorate|doctorat|laurea|dottorato|doktor|diploma|diplom|diplome|licence|license|licenciatura|licenciado|grado|graduado|bacharelado|bacharel|mestrado|doutorado|maestria|mastere|master|bts|dut|but|cap|bac|baccalaureat|abitur|ausbildung|associate|certificate|certificat|certificado|hnd|gcse|a levels|a-levels|high school|secondary|tecnico|tecnologo|postgraduate|pos graduacao|posgrado|magister|staatsexamen|fachabitur|ingenieur|engineering degree|degree)\b/;

export const isSchool = (text: string) => schoolWords.test(fold(text).replace(/\./g, ''));
export const isDegree = (text: string) =>
  degreeWords.test(fold(text).replace(/\./g, ' ').replace(/\s+/g, ' '));

/** Splits a header line into its parts: "Engineer — Acme, Berlin", "Engineer at Acme", "Acme | Lyon". */
export const headerParts = (line: string): string[] =>
  line
    .split(/\t|\s+[—–|•·@]\s+|\s+-\s+|\s*\|\s*|,\s+|\s+(?:at|chez|bei|na|no)\s+(?=\p{Lu})/u)
    .map((p) => p.replace(/^[\s(]+|[\s),;:]+$/g, '').trim())
    .filter(Boolean);

const separated = /\s[—–|]\s|\t/;
/**
 * Joins a header line that wrapped in a narrow column: "BSc — University of" / "Leeds", or a
 * line with separators followed by one without ("MEng — National Technical" / "University of Athens").
 */
export function joinWrapped(headers: string[]): string[] {
  const out: string[] = [];
  for (const line of headers) {
    const prev = out[out.length - 1];
    // A line that ends on a connector word or a dangling separator ("Atlântico Engenharia Lda —").
    const connector =
      prev !== undefined && /\s(?:of|de|da|do|des|du|der|für|and|&|y|e|et|und|[—–|-])$/i.test(prev);
    if (
      prev !== undefined &&
      (connector ||
        (separated.test(prev) &&
          !separated.test(line) &&
          !isDegree(line) &&
          !findPlace(line, { atStart: true })))
    )
      out[out.length - 1] = `${prev} ${line}`;
    else out.push(line);
  }
  return out;
}
