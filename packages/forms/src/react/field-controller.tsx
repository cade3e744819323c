import { type ComponentType, useEffect, useMemo, useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { FieldItem, LeafFieldItem } from '../core/definition-schema.ts';
import { emptyValue } from '../core/empty-value.ts';
import { displayOnlyTypes } from '../core/field-types.ts';
import { fieldStatus } from '../core/state/field-status.ts';

import { isDisabled, validateField } from '../core/validate-field.ts';
import { FieldFrame } from './field-frame.tsx';
import { describedByIds, fieldInputId, frameRole, showsHelp, useFormIdPrefix } from './field-ids.tsx';

import type { FieldProps } from './field-props.ts';
import { customComponentsOf, displayComponents, fieldComponents } from './field-registry.ts';
import { DynamicListField } from './fields/dynamic-list/dynamic-list-field.tsx';
import { useFormTexts } from './form-texts.tsx';
import { afterPointerRelease } from './pointer-gate.ts';
import { useDescribedBy } from './use-described-by.ts';
import { useVisible } from './use-visible.ts';

type Item = FieldItem | LeafFieldItem;

interface Props {
  item: Item;
  /** `list.0.` inside a dynamic list row, else empty. */
  prefix?: string;
  components?: Record<string, ComponentType<FieldProps>>;
  displayComponents?: Record<string, ComponentType<{ item: Item }>>;
}

/** Shows a field when its rule says so; hidden fields are not rendered, so they unregister (§4). */
export function FieldController(props: Props) {
  const visible = useVisible(props.item.visibleFn, props.prefix);
  if (props.item.hidden || !visible) return null;
  if (displayOnlyTypes.has(props.item.type)) {
    const Display = (props.displayComponents ?? displayComponents)[
      props.item.type as keyof typeof displayComponents
    ];
    return Display ? <Display item={props.item} /> : null;
  }
  if (props.item.type === 'dynamicList') {
    return (
      <DynamicListField
        item={props.item as FieldItem}
        renderItem={(sub, prefix) => (
          <FieldController item={sub} prefix={prefix} components={props.components} />
        )}
      />
    );
  }
  return <RegisteredField {...props} />;
}

function RegisteredField({ item, prefix = '', components = fieldComponents }: Props) {
  const name = `${prefix}${item.name}`;
  const { control, getValues, trigger, formState } = useFormContext();
  const texts = useFormTexts();
  const rowValues = () => {
    const all = getValues() as Record<string, unknown>;
    if (!prefix) return all;
    const path = prefix.slice(0, -1).split('.');
    return (path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], all) ??
      {}) as Record<string, unknown>;
  };
  const { field, fieldState } = useController({
    name,
    control,
    defaultValue: emptyValue(item),
    // A disabled question takes no answer, so it has nothing to check (validateForm skips it too).
    rules: {
      validate: (value) =>
        isDisabled(item) ? true : (texts.error(validateField(item, value, rowValues())) ?? true),
    },
  });

  // §4: a field with dependencies re-validates when one changes, except on its first showing.
  const deps = useWatch({ control, name: (item.dependencies ?? []).map((d) => `${prefix}${d}`) });
  const shown = useRef(false);
  const depsKey = JSON.stringify(deps);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the dependency values change (depsKey)
  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      return;
    }
    if (fieldState.isTouched || formState.isSubmitted) void trigger(name);
  }, [depsKey]);

  const inputId = fieldInputId(useFormIdPrefix(), name);
  const error = fieldState.error?.message;
  const initial = formState.defaultValues ? readPath(formState.defaultValues, name) : undefined;
  const status = fieldStatus({
    error,
    dirty: fieldState.isDirty,
    touched: fieldState.isTouched,
    initialValue: initial,
  });
  const describedBy = describedByIds(inputId, { error: !!error, help: showsHelp(item) });
  // Group fields are described on their group element (the frame), not on their first input.
  const attachDescribed = useDescribedBy(describedBy, !frameRole(item) && item.type !== 'radio');
  const controlled = useMemo(
    () => ({
      ...field,
      ref: (el: HTMLElement | null) => {
        attachDescribed(el);
        field.ref(el);
      },
      // Once an error shows, re-check on every change so it clears as soon as the value is valid
      // (the blur mode alone would keep it until the next blur, §4 validates on blur).
      onChange: (value: unknown) => {
        field.onChange(value);
        if (error) void trigger(name);
      },
      // A blur caused by pressing on another control waits for the release: an error line
      // appearing mid-click would move that control from under the pointer and lose the click.
      onBlur: () => afterPointerRelease(field.onBlur),
    }),
    [field, error, trigger, name, attachDescribed],
  );
  const Component =
    (components as Record<string, ComponentType<FieldProps>>)[item.type] ??
    customComponentsOf(item.type)?.Input;
  if (!Component) {
    // §8: an unknown field type logs an error and renders nothing.
    console.error(`Unknown form field type: ${item.type}`);
    return null;
  }
  // §9: the star rating is disabled unless the form enables it explicitly.
  const disabled = isDisabled(item);
  return (
    <FieldFrame item={item} path={name} inputId={inputId} error={error} status={status}>
      <Component
        item={item}
        field={controlled}
        inputId={inputId}
        describedBy={describedBy}
        invalid={!!error}
        disabled={disabled}
        readOnly={!!item.readonly}
      />
    </FieldFrame>
  );
}

const readPath = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], values);
