import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { FieldItem } from '../../core/definition-schema.ts';
import { choicesOf } from '../../core/question-draft.ts';
import type { UiTextKey } from '../../core/ui-texts.ts';
import type { VisibilityRule } from '../../core/visibility.ts';
import {
  type Condition,
  type ConditionOp,
  newCondition,
  operatorsFor,
  type RuleDraft,
  ruleDraftOf,
  ruleOfDraft,
  sourceKindOf,
  withOperator,
} from '../../core/visibility-draft.ts';
import { useFormTexts } from '../form-texts.tsx';
import { IconTrash } from './icons.tsx';

const opKeys: Record<ConditionOp, UiTextKey> = {
  equals: 'opEquals',
  notEquals: 'opNotEquals',
  in: 'opIn',
  notIn: 'opNotIn',
  empty: 'opEmpty',
  notEmpty: 'opNotEmpty',
  truthy: 'opTruthy',
  falsy: 'opFalsy',
};

type Scalar = string | number | boolean;
const shown = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The value box of one condition, suited to its question: its options, a number or text. */
function ConditionValue({
  condition,
  source,
  index,
  onChange,
}: {
  condition: Condition;
  source: FieldItem | undefined;
  index: number;
  onChange: (c: Condition) => void;
}) {
  const { ui } = useFormTexts();
  if (!('value' in condition)) return null;
  // Short words on screen; the accessible name says which condition (several rows look alike).
  const label = ui('conditionValueShort');
  const name = ui('conditionValue', { index });
  const choices = source ? choicesOf(source) : [];
  const kind = source ? sourceKindOf(source.type) : 'text';
  if (condition.op === 'in' || condition.op === 'notIn') {
    const picked = condition.value;
    if (choices.length)
      return (
        <Checkbox.Group
          label={label}
          aria-label={name}
          value={choices.flatMap((c, k) =>
            picked.some((p) => shown(p) === shown(c.value)) ? [String(k)] : [],
          )}
          onChange={(keys) =>
            onChange({
              ...condition,
              // Values typed in before (not among the options any more) stay; the ticks add or remove options.
              value: [
                ...picked.filter((p) => !choices.some((c) => shown(c.value) === shown(p))),
                ...choices.filter((_, k) => keys.includes(String(k))).map((c) => c.value),
              ],
            })
          }
        >
          <Group gap="sm" mt={4}>
            {choices.map((c, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: option values may repeat while typed
              <Checkbox key={k} value={String(k)} label={c.label || shown(c.value)} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    return (
      <TextInput
        style={{ flex: '2 1 12rem' }}
        label={label}
        aria-label={name}
        description={ui('commaSeparated')}
        value={picked.map(shown).join(', ')}
        onChange={(e) =>
          onChange({
            ...condition,
            value: e.currentTarget.value
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          })
        }
      />
    );
  }
  // Narrowed here once: the callbacks below do not keep TypeScript's narrowing.
  const eq = condition as Extract<Condition, { op: 'equals' | 'notEquals' }>;
  const value = eq.value;
  if (choices.length) {
    const at = choices.findIndex((c) => shown(c.value) === shown(value));
    // A value no option holds (the options changed since) is still offered, so it is not lost.
    const data = [
      ...(at < 0 ? [{ value: 'current', label: shown(value) || '—' }] : []),
      ...choices.map((c, k) => ({ value: String(k), label: c.label || shown(c.value) })),
    ];
    return (
      <NativeSelect
        style={{ flex: '2 1 10rem' }}
        label={label}
        aria-label={name}
        data={data}
        value={at < 0 ? 'current' : String(at)}
        onChange={(e) => {
          const choice = choices[Number(e.currentTarget.value)];
          if (choice) onChange({ ...eq, value: choice.value });
        }}
      />
    );
  }
  if (kind === 'number')
    return (
      <NumberInput
        style={{ flex: '1 1 8rem' }}
        label={label}
        aria-label={name}
        value={typeof value === 'number' ? value : shown(value)}
        onChange={(v) => onChange({ ...eq, value: typeof v === 'number' ? v : (v as Scalar) })}
      />
    );
  return (
    <TextInput
      style={{ flex: '2 1 10rem' }}
      label={label}
      aria-label={name}
      value={shown(value)}
      onChange={(e) => onChange({ ...eq, value: e.currentTarget.value })}
    />
  );
}

/**
 * The visual rule builder for `visibleFn`: show (or hide) this question when all (or any) of
 * the conditions hold, each a question before it, an operator suited to that question's type
 * and a value from its options. Only what core/visibility.ts evaluates is offered.
 */
export function QuestionVisibilityEditor({
  rule,
  sources,
  onChange,
}: {
  rule: VisibilityRule | undefined;
  /** The questions a condition may read (the form's, or a list row's siblings). */
  sources: FieldItem[];
  onChange: (rule: VisibilityRule | undefined) => void;
}) {
  const { ui } = useFormTexts();
  const draft: RuleDraft | undefined = rule
    ? ruleDraftOf(rule)
    : { effect: 'show', join: 'all', conditions: [], grouped: false };
  const byName = new Map(sources.map((s) => [s.name, s]));
  const title = (
    <Text fw={600} size="sm" id="question-visibility-title">
      {ui('visibilityTitle')}
    </Text>
  );
  if (!draft)
    return (
      <Stack gap="xs" role="group" aria-labelledby="question-visibility-title">
        {title}
        <Text size="sm">{ui('visibilityTooDeep')}</Text>
        <Group>
          <Button variant="light" size="xs" color="red.8" onClick={() => onChange(undefined)}>
            {ui('visibilityRemove')}
          </Button>
        </Group>
      </Stack>
    );
  const set = (next: RuleDraft) => onChange(ruleOfDraft(next));
  const setCondition = (k: number, c: Condition) =>
    set({ ...draft, conditions: draft.conditions.map((x, i) => (i === k ? c : x)) });
  const first = sources[0];
  return (
    <Stack gap="xs" role="group" aria-labelledby="question-visibility-title" data-rule-builder>
      {title}
      {!draft.conditions.length ? (
        <Text size="sm" c="dimmed">
          {sources.length ? ui('visibilityAlways') : ui('visibilityNoSources')}
        </Text>
      ) : (
        <Group gap="xs" wrap="wrap" align="flex-end">
          <NativeSelect
            style={{ flex: '1 1 12rem' }}
            label={ui('visibilityEffect')}
            data={[
              { value: 'show', label: ui('visibilityShow') },
              { value: 'hide', label: ui('visibilityHide') },
            ]}
            value={draft.effect}
            onChange={(e) => set({ ...draft, effect: e.currentTarget.value as RuleDraft['effect'] })}
          />
          {draft.conditions.length > 1 || draft.grouped ? (
            <NativeSelect
              style={{ flex: '1 1 12rem' }}
              label={ui('visibilityJoin')}
              data={[
                { value: 'all', label: ui('visibilityAll') },
                { value: 'any', label: ui('visibilityAny') },
              ]}
              value={draft.join}
              onChange={(e) => set({ ...draft, join: e.currentTarget.value as RuleDraft['join'] })}
            />
          ) : null}
        </Group>
      )}
      {draft.conditions.map((condition, k) => {
        const index = k + 1;
        const source = byName.get(condition.field);
        const ops = source ? operatorsFor(source.type) : [];
        // An operator or question the builder would not offer (a renamed question) is still shown.
        const opData = (ops.includes(condition.op) ? ops : [condition.op, ...ops]).map((op) => ({
          value: op,
          label: ui(opKeys[op]),
        }));
        const questionData = [
          ...(source ? [] : [{ value: condition.field, label: condition.field }]),
          ...sources.map((s) => ({ value: s.name, label: s.label || s.name })),
        ];
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; rows are positions
            key={k}
            withBorder
            p="xs"
            radius="sm"
            data-condition-row={index}
          >
            <Group gap="xs" align="flex-end" wrap="wrap">
              <NativeSelect
                style={{ flex: '2 1 12rem' }}
                label={ui('conditionQuestionShort')}
                aria-label={ui('conditionQuestion', { index })}
                data={questionData}
                value={condition.field}
                onChange={(e) => {
                  const next = byName.get(e.currentTarget.value);
                  if (next) setCondition(k, newCondition(next));
                }}
              />
              <NativeSelect
                style={{ flex: '1 1 9rem' }}
                label={ui('conditionOperatorShort')}
                aria-label={ui('conditionOperator', { index })}
                data={opData}
                value={condition.op}
                onChange={(e) =>
                  setCondition(k, withOperator(condition, source, e.currentTarget.value as ConditionOp))
                }
              />
              <ConditionValue
                condition={condition}
                source={source}
                index={index}
                onChange={(c) => setCondition(k, c)}
              />
              <ActionIcon
                variant="subtle"
                color="red.8"
                size="lg"
                aria-label={ui('removeCondition', { index })}
                onClick={() => {
                  const conditions = draft.conditions.filter((_, i) => i !== k);
                  // Removing the last condition removes the rule: the question always shows.
                  if (conditions.length) set({ ...draft, conditions });
                  else onChange(undefined);
                }}
              >
                <IconTrash />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      {first ? (
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => set({ ...draft, conditions: [...draft.conditions, newCondition(first)] })}
          >
            {ui('addCondition')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
