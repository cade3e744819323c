import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { Rule } from '../../core/definition-schema.ts';
import {
  type QuestionErrors,
  ruleTakesNumber,
  ruleTakesValue,
  ruleValueFromText,
} from '../../core/question-draft.ts';
import { type RuleType, ruleTypes } from '../../core/rule-types.ts';
import { useFormTexts } from '../form-texts.tsx';
import { IconTrash } from './icons.tsx';

/** A question's rules (§5): type, value where the type takes one, and a custom message. */
export function QuestionRulesEditor({
  rules,
  onChange,
  errors,
}: {
  rules: Rule[];
  onChange: (rules: Rule[]) => void;
  errors: QuestionErrors;
}) {
  const { ui } = useFormTexts();
  const set = (k: number, rule: Rule) => onChange(rules.map((r, i) => (i === k ? rule : r)));
  return (
    <Stack gap="xs" role="group" aria-labelledby="question-rules-title">
      <Text fw={600} size="sm" id="question-rules-title">
        {ui('rulesTitle')}
      </Text>
      {rules.map((rule, k) => {
        const index = k + 1;
        const valueError = errors[`rules.${k}.value`] ?? errors[`rules.${k}`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; rows are positions
          <Group key={k} gap="xs" align="flex-start" wrap="wrap" data-rule-row={index}>
            <NativeSelect
              style={{ flex: '1 1 9rem' }}
              aria-label={ui('ruleType', { index })}
              data={[...ruleTypes]}
              value={rule.type}
              onChange={(e) => {
                const type = e.currentTarget.value as RuleType;
                const text = rule.value === undefined ? '' : String(rule.value);
                const value = ruleValueFromText(type, text);
                const { value: _old, ...rest } = rule;
                set(k, value === undefined ? { ...rest, type } : { ...rest, type, value });
              }}
            />
            {ruleTakesValue(rule.type) ? (
              <TextInput
                style={{ flex: '1 1 8rem' }}
                aria-label={ui('ruleValue', { index })}
                placeholder={rule.type === 'regex' ? '/^[A-Z]+$/' : '10'}
                inputMode={ruleTakesNumber(rule.type) ? 'decimal' : undefined}
                value={rule.value === undefined ? '' : String(rule.value)}
                error={valueError}
                onChange={(e) => {
                  const value = ruleValueFromText(rule.type, e.currentTarget.value);
                  const { value: _old, ...rest } = rule;
                  set(k, value === undefined ? rest : { ...rest, value });
                }}
              />
            ) : null}
            <TextInput
              style={{ flex: '2 1 12rem' }}
              aria-label={ui('ruleMessage', { index })}
              placeholder={ui('ruleMessage', { index })}
              value={rule.message ?? ''}
              error={errors[`rules.${k}.message`]}
              onChange={(e) => {
                const { message: _old, ...rest } = rule;
                const message = e.currentTarget.value;
                set(k, message ? { ...rest, message } : rest);
              }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={ui('removeRule', { index })}
              onClick={() => onChange(rules.filter((_, i) => i !== k))}
            >
              <IconTrash />
            </ActionIcon>
          </Group>
        );
      })}
      {errors.rules ? (
        <Text c="red.8" size="sm">
          {errors.rules}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...rules, { type: 'required' }])}>
          {ui('addRule')}
        </Button>
      </Group>
    </Stack>
  );
}
