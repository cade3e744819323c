import type { LanguageItem } from '@opencareers/contracts/profile';
import { fold } from '../../search/tokenize.ts';

type Level = LanguageItem['level'];
const levelWords: [RegExp, Level][] = [
  [/native|mother tongue|maternelle|muttersprache|nativo|nativa|materna|bilingu|madrelingua/, 'native'],
  [
    /\bc2\b|fluent|courant|fliessend|flieBend|verhandlungssicher|fluido|fluida|fluente|avance|advanced|avanzato|ottimo|\bc1\b|excellent|expert/,
    'fluent',
  ],
  [/professional|professionnel|business|\bb2\b|gut|good|bon|bueno|bom|upper/, 'professional'],
  [
    /conversational|intermediate|intermediaire|intermedio|intermediario|discreto|\bb1\b|conversation|grundkenntnisse mit/,
    'conversational',
  ],
  [
    /basic|beginner|notions|elementary|debutant|grundkenntnisse|basico|basica|scolastico|elementare|\ba1\b|\ba2\b|scolaire/,
    'basic',
  ],
];

/** Languages with their level: "English — native", "Français (C1)", "Deutsch: verhandlungssicher". */
export function readLanguages(lines: string[]): LanguageItem[] {
  const found: LanguageItem[] = [];
  for (const line of lines) {
    for (const entry of line.split(/\s*[;|•·]\s*|,\s+(?=\p{Lu})|\t/u)) {
      const m = /^([\p{L}][\p{L} ]{1,30}?)\s*(?:[:(–—-]\s*|\s+)(.+?)\)?$/u.exec(entry.trim());
      if (!m) continue;
      const name = m[1]!.trim();
      const level = levelWords.find(([re]) => re.test(fold(m[2]!)))?.[1];
      if (level && name.split(' ').length <= 3 && !found.some((l) => l.name === name))
        found.push({ name, level });
    }
  }
  return found.slice(0, 30);
}
