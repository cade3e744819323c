import { Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { CustomValidator, FieldItem } from '../../core/definition-schema.ts';
import type { QuestionErrors } from '../../core/question-draft.ts';
import { useFormTexts } from '../form-texts.tsx';

/** Drops a key whose value is undefined, so the stored item holds no empty settings. */
function withKey<K extends 'layout' | 'dependencies' | 'customValidator'>(
  item: FieldItem,
  key: K,
  value: FieldItem[K] | undefined,
): FieldItem {
  const next = { ...item };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * What every question may carry besides its wording: the §9 layout, the dependencies that
 * re-validate it when they change (§4), and a named custom validator (a stored form holds no code).
 */
export function QuestionAdvancedSettings({
  item,
  sources,
  onChange,
  errors,
}: {
  item: FieldItem;
  sources: FieldItem[];
  onChange: (item: FieldItem) => void;
  errors: QuestionErrors;
}) {
  const { ui } = useFormTexts();
  const deps = item.dependencies ?? [];
  // A dependency on a question not offered here (renamed or removed) stays listed, so it is seen.
  const depNames = [...sources.map((s) => s.name), ...deps.filter((d) => !sources.some((s) => s.name === d))];
  const cv = item.customValidator;
  const setValidator = (next: CustomValidator | undefined) =>
    onChange(withKey(item, 'customValidator', next));
  const firstSource = sources[0]?.name;
  return (
    <Stack gap="xs" role="group" aria-labelledby="question-advanced-title">
      <Text fw={600} size="sm" id="question-advanced-title">
        {ui('advancedTitle')}
      </Text>
      <NativeSelect
        label={ui('fieldLayout')}
        data={[
          { value: '', label: ui('layoutDefault') },
          { value: 'small', label: ui('layoutSmall') },
          { value: 'large', label: ui('layoutLarge') },
        ]}
        value={item.layout ?? ''}
        error={errors.layout}
        onChange={(e) =>
          onChange(withKey(item, 'layout', (e.currentTarget.value || undefined) as FieldItem['layout']))
        }
      />
      {depNames.length ? (
        <Checkbox.Group
          label={ui('dependenciesLabel')}
          description={ui('dependenciesHint')}
          value={deps}
          error={Object.entries(errors).find(([k]) => k.startsWith('dependencies'))?.[1]}
          onChange={(names) =>
            onChange(
              withKey(
                item,
                'dependencies',
                // Kept in the form's order, so the stored list does not depend on click order.
                names.length ? depNames.filter((n) => names.includes(n)) : undefined,
              ),
            )
          }
        >
          <Group gap="sm" mt={4}>
            {depNames.map((n) => (
              <Checkbox key={n} value={n} label={sources.find((s) => s.name === n)?.label || n} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
      <Group gap="xs" wrap="wrap" align="flex-start">
        <NativeSelect
          style={{ flex: '1 1 12rem' }}
          label={ui('customValidator')}
          data={[
            { value: '', label: ui('validatorNone') },
            ...(firstSource || cv?.type === 'matchesField'
              ? [{ value: 'matchesField', label: ui('validatorMatchesField') }]
              : []),
            { value: 'notInFuture', label: ui('validatorNotInFuture') },
          ]}
          value={cv?.type ?? ''}
          onChange={(e) => {
            const type = e.currentTarget.value;
            const message = cv?.message ? { message: cv.message } : {};
            if (type === 'matchesField' && firstSource)
              setValidator({ type, field: firstSource, ...message });
            else if (type === 'notInFuture') setValidator({ type, ...message });
            else setValidator(undefined);
          }}
        />
        {cv?.type === 'matchesField' ? (
          <NativeSelect
            style={{ flex: '1 1 12rem' }}
            label={ui('validatorField')}
            data={[
              ...(sources.some((s) => s.name === cv.field) ? [] : [cv.field]),
              ...sources.map((s) => ({ value: s.name, label: s.label || s.name })),
            ]}
            value={cv.field}
            error={errors['customValidator.field']}
            onChange={(e) => setValidator({ ...cv, field: e.currentTarget.value })}
          />
        ) : null}
        {cv ? (
          <TextInput
            style={{ flex: '2 1 12rem' }}
            label={ui('validatorMessage')}
            value={cv.message ?? ''}
            error={errors['customValidator.message']}
            onChange={(e) => {
              const { message: _old, ...rest } = cv;
              const text = e.currentTarget.value;
              setValidator(text ? { ...rest, message: text } : rest);
            }}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
