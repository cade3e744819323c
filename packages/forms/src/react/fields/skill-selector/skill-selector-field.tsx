import { Badge, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  addAllSuggestions,
  addSkill,
  defaultSkillThreshold,
  hiddenCount,
  remainingSuggestions,
  removeSkill,
  type SkillListState,
  visibleSkills,
} from '../../../core/state/skill-state.ts';
import type { FieldProps } from '../../field-props.ts';
import { useFormTexts } from '../../form-texts.tsx';
import { useSkillSearch } from './use-skill-search.ts';

/**
 * §4 skill selector: type and press Enter (or Add) to add; the list collapses to a threshold
 * (10) with "+N" / "Show fewer"; suggestions exclude chosen skills and "Add all" takes them all.
 */
export function SkillSelectorField({
  item,
  field,
  inputId,
  describedBy,
  invalid,
  disabled,
  readOnly,
}: FieldProps) {
  const { ui } = useFormTexts();
  const o = item.skillSelectorOptions;
  const skills = (field.value as string[]) ?? [];
  const baseThreshold = o?.showMoreThreshold ?? defaultSkillThreshold;
  const [view, setView] = useState({ threshold: baseThreshold, expanded: false });
  const [draft, setDraft] = useState('');
  const state: SkillListState = { skills, ...view, baseThreshold };
  const apply = (next: SkillListState) => {
    setView({ threshold: next.threshold, expanded: next.expanded });
    if (next.skills !== skills) field.onChange(next.skills);
  };
  const add = () => {
    if (!draft.trim()) return;
    apply(addSkill(state, draft));
    setDraft('');
  };
  const matches = useSkillSearch(draft, skills);
  const suggestions = remainingSuggestions(o?.suggestedSkills ?? [], skills);
  const locked = disabled || readOnly;
  const more = hiddenCount(state);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          id={inputId}
          ref={field.ref}
          style={{ flex: 1 }}
          value={draft}
          placeholder={ui('addSkill')}
          error={invalid}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-labelledby={item.label ? `${inputId}-label` : undefined}
          aria-label={item.label ? undefined : (item.ariaLabel ?? ui('addSkill'))}
          disabled={locked}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onBlur={field.onBlur}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="light" onClick={add} disabled={locked || !draft.trim()}>
          {ui('addSkill')}
        </Button>
      </Group>
      {matches.length && !locked ? (
        <Stack gap={4} data-testid="skill-matches">
          <Text size="sm" c="dimmed" id={`${inputId}-matches`}>
            {ui('matchingSkills')}
          </Text>
          <Group gap={6} role="group" aria-labelledby={`${inputId}-matches`}>
            {matches.map((s) => (
              <Button
                key={s}
                variant="light"
                size="compact-sm"
                radius="xl"
                onClick={() => {
                  apply(addSkill(state, s));
                  setDraft('');
                }}
              >
                + {s}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
      {skills.length ? (
        <Group gap={6} aria-live="polite">
          {visibleSkills(state).map((skill) => (
            // Not Mantine's Pill: its remove button is hidden from keyboards and screen readers.
            <Badge
              key={skill}
              size="lg"
              radius="xl"
              variant="light"
              color="gray"
              // Mantine's light gray label falls short of 4.5:1 on its own background.
              c="dark.7"
              tt="none"
              fw={500}
              pe={locked ? undefined : 4}
              rightSection={
                locked ? null : (
                  <CloseButton
                    size="sm"
                    radius="xl"
                    aria-label={ui('removeSkill', { name: skill })}
                    onClick={() => apply(removeSkill(state, skill))}
                  />
                )
              }
            >
              {skill}
            </Badge>
          ))}
          {more > 0 || view.expanded ? (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={view.expanded}
              onClick={() => setView((v) => ({ ...v, expanded: !v.expanded }))}
            >
              {view.expanded ? ui('showFewer') : ui('showMore', { count: more })}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {suggestions.length && !locked ? (
        <Stack gap={4}>
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="dimmed">
              {ui('suggestedSkills')}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => apply(addAllSuggestions(state, suggestions))}
            >
              {ui('addAll')}
            </Button>
          </Group>
          <Group gap={6}>
            {suggestions.map((s) => (
              <Button
                key={s}
                variant="default"
                size="compact-sm"
                radius="xl"
                onClick={() => apply(addSkill(state, s))}
              >
                + {s}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
