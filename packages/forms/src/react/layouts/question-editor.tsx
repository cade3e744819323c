import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { FieldItem } from '../../core/definition-schema.ts';
import { editorTypes, fieldTypeName } from '../../core/field-type-names.ts';
import {
  changeType,
  choiceBagOf,
  choicesOf,
  type QuestionErrors,
  withChoices,
} from '../../core/question-draft.ts';
import { ruleSources } from '../../core/visibility-draft.ts';
import { useFormTexts } from '../form-texts.tsx';
import { QuestionAdvancedSettings } from './question-advanced-settings.tsx';
import { QuestionChoicesEditor } from './question-choices-editor.tsx';
import { QuestionListItemsEditor } from './question-list-items-editor.tsx';
import { QuestionRulesEditor } from './question-rules-editor.tsx';
import { QuestionTypeSettings } from './question-type-settings.tsx';
import { QuestionVisibilityEditor } from './question-visibility-editor.tsx';

/** Error keys an input of this editor shows beside itself. */
const shownByInput =
  /^(type|name|label|ariaLabel|layout|help|rules(\..*)?|customValidator(\..*)?|dependencies(\..*)?|(dateOptions|dateRangeOptions|phoneOptions|textAreaOptions|instructionOptions|additionalProperties|radioOptions|checkboxOptions)\.[a-zA-Z]+(\..*)?|dynamicListOptions(\..*)?|selectOptions\.(choicesSortOrder|apiCall)|(selectOptions|radioOptions|checkboxOptions)\.choices(\..*)?|fileUploadOptions\.(uploadSize|allowedTypes)(\..*)?|skillSelectorOptions\.(showMoreThreshold|suggestedSkills)(\..*)?|selectOptions\.(apiEndpoint|placeholder))$/;

type Flag = 'required' | 'newItem' | 'disabled' | 'readonly' | 'hidden';

/** Sets a text property, removing it when emptied (the schema stores no empty wording). */
function withText(item: FieldItem, key: 'label' | 'help' | 'ariaLabel', value: string): FieldItem {
  const next = { ...item };
  if (value) next[key] = value;
  else delete next[key];
  return next;
}

/**
 * Edits a whole question: type, name, wording, flags, choices, rules and the settings of its
 * type. Save checks it with the toolkit's definition schema as placed in the form (so a name
 * another question uses is caught here, not by the server) and shows each message by its input.
 */
export function QuestionEditor({
  item,
  isNew = false,
  check,
  sources,
  types = editorTypes(),
  onSave,
  onClose,
}: {
  item: FieldItem;
  isNew?: boolean;
  /** The schema's verdict on the question where it sits (the form, or a list's row). */
  check: (item: FieldItem) => QuestionErrors;
  /** The questions beside it, which its visibility rule and dependencies may read. */
  sources: FieldItem[];
  types?: readonly FieldItem['type'][];
  onSave: (item: FieldItem) => void;
  onClose: () => void;
}) {
  const { ui } = useFormTexts();
  // §9: phones are below 600 px; there the editor takes the whole screen.
  const phone = useMediaQuery('(max-width: 599px)') ?? false;
  const [draft, setDraftState] = useState(item);
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [tried, setTried] = useState(false);
  const setDraft = (next: FieldItem) => {
    setDraftState(next);
    // Once a save was refused, messages follow the typing so the admin sees each one clear.
    if (tried) setErrors(check(next));
  };
  const save = () => {
    const found = check(draft);
    setTried(true);
    setErrors(found);
    if (!Object.keys(found).length) onSave(draft);
  };
  // §9: a star rating is disabled unless `disabled: false` says otherwise (as the renderer reads it).
  const disabledByDefault = (key: Flag) => key === 'disabled' && draft.type === 'star_rating';
  const flag = (key: Flag, label: string) => (
    <Checkbox
      label={label}
      checked={disabledByDefault(key) ? draft[key] !== false : !!draft[key]}
      onChange={(e) => {
        const next = { ...draft };
        const on = e.currentTarget.checked;
        if (disabledByDefault(key)) {
          if (on) delete next[key];
          else next[key] = false;
        } else if (on) next[key] = true;
        else delete next[key];
        setDraft(next);
      }}
    />
  );
  const others = ruleSources(sources, item.name);
  const bag = choiceBagOf(draft.type);
  // Messages with no input of their own here (the form as a whole, settings not edited here).
  const otherErrors = Object.entries(errors).filter(([k]) => !shownByInput.test(k));
  return (
    <Modal
      opened
      onClose={onClose}
      title={isNew ? ui('addQuestion') : ui('editQuestion')}
      size="xl"
      closeButtonProps={{ 'aria-label': ui('close') }}
      fullScreen={phone}
    >
      <Stack>
        {Object.keys(errors).length ? (
          <Alert color="red" variant="light" role="alert">
            {ui('fixErrors')}
            {otherErrors.map(([k, m]) => (
              <div key={k}>{m}</div>
            ))}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label={ui('fieldType')}
            data={types.map((t) => ({ value: t, label: fieldTypeName(t, ui) }))}
            value={draft.type}
            error={errors.type}
            onChange={(e) => setDraft(changeType(draft, e.currentTarget.value as FieldItem['type']))}
          />
          <TextInput
            label={ui('fieldName')}
            value={draft.name}
            error={errors.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
        </SimpleGrid>
        <TextInput
          label={ui('fieldLabel')}
          value={draft.label ?? ''}
          error={errors.label}
          onChange={(e) => setDraft(withText(draft, 'label', e.currentTarget.value))}
        />
        <Textarea
          label={ui('fieldHelp')}
          autosize
          minRows={2}
          maxRows={8}
          value={draft.help ?? ''}
          error={errors.help}
          onChange={(e) => setDraft(withText(draft, 'help', e.currentTarget.value))}
        />
        <TextInput
          label={ui('fieldAriaLabel')}
          description={ui('fieldAriaLabelHint')}
          value={draft.ariaLabel ?? ''}
          error={errors.ariaLabel}
          onChange={(e) => setDraft(withText(draft, 'ariaLabel', e.currentTarget.value))}
        />
        <Group gap="lg">
          {flag('required', ui('flagRequired'))}
          {flag('newItem', ui('newTag'))}
          {flag('disabled', ui('flagDisabled'))}
          {flag('readonly', ui('flagReadonly'))}
          {flag('hidden', ui('flagHidden'))}
        </Group>
        {bag ? (
          <>
            <Divider />
            <QuestionChoicesEditor
              choices={choicesOf(draft)}
              onChange={(choices) => setDraft(withChoices(draft, choices))}
              errors={errors}
              errorPrefix={`${bag}.choices`}
            />
          </>
        ) : null}
        <Divider />
        <QuestionRulesEditor
          rules={draft.rules ?? []}
          errors={errors}
          onChange={(rules) => {
            const { rules: _old, ...rest } = draft;
            setDraft(rules.length ? { ...rest, rules } : rest);
          }}
        />
        {draft.type === 'dynamicList' && draft.dynamicListOptions ? (
          <>
            <Divider />
            <QuestionListItemsEditor
              Editor={QuestionEditor}
              options={draft.dynamicListOptions}
              errors={errors}
              onChange={(dynamicListOptions) => setDraft({ ...draft, dynamicListOptions })}
            />
          </>
        ) : null}
        <Divider />
        <QuestionVisibilityEditor
          rule={draft.visibleFn}
          sources={others}
          onChange={(visibleFn) => {
            const { visibleFn: _old, ...rest } = draft;
            setDraft(visibleFn ? { ...rest, visibleFn } : rest);
          }}
        />
        <QuestionTypeSettings item={draft} onChange={setDraft} errors={errors} />
        <QuestionAdvancedSettings item={draft} sources={others} onChange={setDraft} errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {ui('cancel')}
          </Button>
          <Button onClick={save}>{ui('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
