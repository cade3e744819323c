import { Badge, Text } from '@mantine/core';
import type {
  EducationItem,
  ExperienceItem,
  LanguageItem,
  LinkItem,
  Profile,
  ProfileEditBody,
  SkillItem,
} from '@opencareers/contracts/profile';
import { useTranslation } from 'react-i18next';
import { formatMonthRange } from '../logic/format-months.ts';
import { EducationForm } from './education-form.tsx';
import { ExperienceForm } from './experience-form.tsx';
import { ListSection } from './list-section.tsx';
import { LanguageForm, LinkForm, SkillForm } from './small-item-forms.tsx';
import type { SaveResult } from './use-profile-save.ts';

interface Props {
  profile: Profile;
  save: (body: ProfileEditBody) => Promise<SaveResult>;
  saving: boolean;
}

/** The five list sections, each with how an item reads and how it is edited. */
export function ProfileLists({ profile, save, saving }: Props) {
  const { t, i18n } = useTranslation();
  const months = (start: string | null, end: string | null, current = false) =>
    formatMonthRange(start, end, current, i18n.language, t('profile.dates.present'));
  const common = { save, saving };
  return (
    <>
      <ListSection<ExperienceItem>
        {...common}
        section="experience"
        items={profile.experience}
        nameOf={(e) => [e.title, e.company].filter(Boolean).join(', ')}
        Form={ExperienceForm}
        render={(e) => (
          <>
            <Text fw={600}>{e.title}</Text>
            <Text size="sm">{[e.company, e.location].filter(Boolean).join(' · ')}</Text>
            <Text size="sm" c="gray.7">
              {months(e.startMonth, e.endMonth, e.current)}
            </Text>
            {e.description ? (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {e.description}
              </Text>
            ) : null}
          </>
        )}
      />
      <ListSection<EducationItem>
        {...common}
        section="education"
        items={profile.education}
        nameOf={(e) => e.school}
        Form={EducationForm}
        render={(e) => (
          <>
            <Text fw={600}>{e.school}</Text>
            <Text size="sm">{[e.degree, e.field].filter(Boolean).join(', ')}</Text>
            <Text size="sm" c="gray.7">
              {months(e.startMonth, e.endMonth)}
            </Text>
          </>
        )}
      />
      <ListSection<SkillItem>
        {...common}
        section="skills"
        compact
        items={profile.skills}
        nameOf={(s) => s.name}
        Form={SkillForm}
        render={(s) => (
          // A long skill wraps onto more lines instead of being cut off ("PostgreS…") on a phone;
          // a single word longer than the line still breaks.
          <Badge
            variant={s.taxonomyId ? 'light' : 'outline'}
            size="lg"
            tt="none"
            h="auto"
            maw="100%"
            py={4}
            styles={{ label: { whiteSpace: 'normal', overflowWrap: 'break-word', lineHeight: 1.35 } }}
          >
            {s.name}
          </Badge>
        )}
      />
      <ListSection<LanguageItem>
        {...common}
        section="languages"
        compact
        items={profile.languages}
        nameOf={(l) => l.name}
        Form={LanguageForm}
        render={(l) => (
          <Text>
            <Text span fw={600}>
              {l.name}
            </Text>{' '}
            <Text span c="gray.7" size="sm">
              {t(`profile.languages.levels.${l.level}`)}
            </Text>
          </Text>
        )}
      />
      <ListSection<LinkItem>
        {...common}
        section="links"
        items={profile.links}
        nameOf={(l) => l.label || l.url}
        Form={LinkForm}
        render={(l) => (
          <Text style={{ overflowWrap: 'break-word' }}>
            {l.label ? (
              <Text span fw={600}>
                {l.label}:{' '}
              </Text>
            ) : null}
            <a href={l.url} target="_blank" rel="noopener noreferrer nofollow">
              {l.url}
            </a>
          </Text>
        )}
      />
    </>
  );
}
