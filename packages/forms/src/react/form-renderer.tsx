import { Button, Group } from '@mantine/core';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  allFields,
  type FieldItem,
  type FormDefinition,
  type FormLayout,
} from '../core/definition-schema.ts';
import { displayOnlyTypes } from '../core/field-types.ts';
import { isDisabled } from '../core/validate-field.ts';
import { visibleFields } from '../core/validate-form.ts';
import { evaluateVisibility } from '../core/visibility.ts';
import { ErrorSummary } from './error-summary.tsx';
import { summaryEntries } from './error-summary-entries.ts';
import { FieldController } from './field-controller.tsx';
import { FormIdProvider } from './field-ids.tsx';
import { type FormCallbacks, FormCallbacksProvider } from './form-callbacks.tsx';
import { useFormTexts } from './form-texts.tsx';
import type { LayoutProps } from './layout-props.ts';
import { AdminEditorForm } from './layouts/admin-editor-form.tsx';
import { HtmlDescriptionForm } from './layouts/html-description-form.tsx';
import { PlainForm } from './layouts/plain-form.tsx';
import { StepperForm } from './layouts/stepper-form.tsx';
import { FieldValue } from './view/field-value.tsx';

export interface FormRendererProps {
  definition: FormDefinition;
  layout?: FormLayout;
  /** View mode shows every answer as plain, read-only text (§1, §6). */
  mode?: 'edit' | 'view';
  initialValues?: Record<string, unknown>;
  /** Per-field messages from the server (the API's fieldErrors); set on the fields, first one focused. */
  serverErrors?: Record<string, string>;
  onSubmit?: (values: Record<string, unknown>) => void | Promise<void>;
  submitLabel?: string;
  /** More buttons beside submit (cancel, save draft …). */
  actions?: ReactNode;
  stickyFooter?: boolean;
  callbacks?: FormCallbacks;
  /** Admin editor layout: the edited definition (reorders debounced by 300 ms). */
  onDefinitionChange?: (definition: FormDefinition) => void;
  /** Accessible name of the form element. */
  ariaLabel?: string;
  /**
   * Called after every change the candidate makes (typing, picking, adding a row), not for
   * initial or changed `initialValues`: the host's autosave hook (docs/forms.md).
   */
  onChange?: (change: FormChange) => void;
  /** Called when the form becomes dirty (an answer differs from `initialValues`) or clean again. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** What `onChange` reports: every answer as it is now and whether any differs from the initial values. */
export interface FormChange {
  /** The answers submit would send (visible answering fields only), before validation. */
  values: Record<string, unknown>;
  /** The field that changed, when the change came from one. */
  name: string | undefined;
  dirty: boolean;
}

const layouts: Record<Exclude<FormLayout, 'adminEditor'>, (p: LayoutProps) => ReactNode> = {
  plain: PlainForm,
  stepper: StepperForm,
  htmlDescription: HtmlDescriptionForm,
};

/** The answers the server will accept: visible answering fields only, as core decides. */
export function submittableValues(definition: FormDefinition, values: Record<string, unknown>) {
  const visible = visibleFields(definition, values);
  const out: Record<string, unknown> = {};
  for (const f of allFields(definition)) {
    if (!visible.has(f.name) || displayOnlyTypes.has(f.type) || isDisabled(f) || values[f.name] === undefined)
      continue;
    out[f.name] = values[f.name];
  }
  return out;
}

/** §4: Enter does not submit from text inputs (textareas and buttons keep their Enter). */
function preventEnterSubmit(e: KeyboardEvent<HTMLFormElement>) {
  const t = e.target as HTMLElement;
  if (e.key === 'Enter' && t.tagName === 'INPUT' && (t as HTMLInputElement).type !== 'submit')
    e.preventDefault();
}

export function FormRenderer(props: FormRendererProps) {
  const { definition, mode = 'edit', initialValues, serverErrors, onSubmit, callbacks } = props;
  const layout = props.layout ?? definition.layout ?? 'plain';
  const { ui } = useFormTexts();
  const idPrefix = `form${useId().replace(/[^\w-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // What to focus once errors render: the summary after a failed submit, the first invalid
  // field for server errors (§4).
  const pendingFocus = useRef<'summary' | 'field' | null>(null);
  // The problems the last failed submit listed; the summary shows those still failing.
  const [summaryPaths, setSummaryPaths] = useState<ReadonlySet<string>>(new Set());
  const form = useForm({
    mode: 'onBlur',
    // §4 validates on blur; once a field shows an error, fixing it clears the error at once.
    reValidateMode: 'onChange',
    shouldUnregister: true,
    shouldFocusError: false,
    defaultValues: initialValues ?? {},
  });

  // §4: changed initial values overwrite the fields without marking them dirty.
  const firstInitial = useRef(true);
  useEffect(() => {
    if (firstInitial.current) {
      firstInitial.current = false;
      return;
    }
    form.reset(
      { ...form.getValues(), ...initialValues },
      { keepErrors: true, keepTouched: true, keepIsSubmitted: true, keepSubmitCount: true },
    );
  }, [initialValues, form]);

  // Change and dirty-state subscription (host autosave). The latest callbacks are read from a
  // ref, so a host passing new functions each render does not resubscribe.
  const listeners = useRef({ onChange: props.onChange, onDirtyChange: props.onDirtyChange });
  listeners.current = { onChange: props.onChange, onDirtyChange: props.onDirtyChange };
  useEffect(() => {
    let wasDirty = false;
    const answers = (values: unknown) =>
      submittableValues(definition, (values ?? {}) as Record<string, unknown>);
    let last = JSON.stringify(answers(form.getValues()));
    return form.subscribe({
      formState: { values: true, isDirty: true },
      callback: (state) => {
        const dirty = !!state.isDirty;
        if (dirty !== wasDirty) {
          wasDirty = dirty;
          listeners.current.onDirtyChange?.(dirty);
        }
        const values = answers(state.values);
        const seen = JSON.stringify(values);
        if (seen === last) return;
        last = seen;
        // A reset (changed initialValues) names no field: it is not the candidate's change.
        if (state.name === undefined && state.type === undefined) return;
        listeners.current.onChange?.({ values, name: state.name, dirty });
      },
    });
  }, [form, definition]);

  // §4: server errors are set per field and the first one is focused.
  useEffect(() => {
    if (!serverErrors) return;
    const entries = Object.entries(serverErrors);
    for (const [name, message] of entries) form.setError(name, { type: 'server', message });
    if (entries.length) pendingFocus.current = 'field';
    setSummaryPaths(new Set(entries.map(([name]) => name)));
  }, [serverErrors, form]);

  // Reading errors subscribes this component to them, so the focus effect below runs when they change.
  const errorCount = Object.keys(form.formState.errors).length;

  // After errors render, focus the error summary (failed submit, as GOV.UK does) or the first
  // invalid field in page order (server errors, §4).
  useLayoutEffect(() => {
    if (!pendingFocus.current || !formRef.current || !errorCount) return;
    if (pendingFocus.current === 'summary' && summaryRef.current) {
      pendingFocus.current = null;
      summaryRef.current.focus();
      summaryRef.current.scrollIntoView?.({ block: 'start' });
      return;
    }
    const first = formRef.current.querySelector<HTMLElement>('[data-invalid="true"]');
    if (!first) return;
    pendingFocus.current = null;
    const target =
      first.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])') ??
      first.querySelector<HTMLElement>(
        'input:not([type="hidden"]):not([disabled]), textarea, select, button',
      );
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  });

  const submit = (e: FormEvent) => {
    void form.handleSubmit(
      async (values) => {
        await onSubmit?.(submittableValues(definition, values as Record<string, unknown>));
      },
      (errors) => {
        pendingFocus.current = 'summary';
        setSummaryPaths(new Set(summaryEntries(definition, errors, ui).map((e) => e.path)));
      },
    )(e);
  };

  const renderItem = (item: FieldItem) =>
    mode === 'view' ? (
      item.hidden ||
      displayOnlyTypes.has(item.type) ||
      !evaluateVisibility(item.visibleFn, initialValues ?? {}) ? null : (
        <FieldValue item={item} value={initialValues?.[item.name]} />
      )
    ) : layout === 'adminEditor' ? (
      // The editor shows every question, including those a rule or `hidden` keeps from candidates.
      <FieldController item={{ ...item, visibleFn: undefined, hidden: false }} />
    ) : (
      <FieldController item={item} />
    );

  const footer =
    mode === 'view' || !onSubmit ? null : (
      <Group justify="flex-end" gap="sm">
        {props.actions}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {props.submitLabel ?? ui('submit')}
        </Button>
      </Group>
    );
  const layoutProps: LayoutProps = {
    definition,
    renderItem,
    footer,
    stickyFooter: !!props.stickyFooter,
    idPrefix,
  };
  const Layout = layout === 'adminEditor' ? null : layouts[layout];
  return (
    <FormProvider {...form}>
      <FormIdProvider value={idPrefix}>
        <FormCallbacksProvider value={callbacks ?? {}}>
          <form
            ref={formRef}
            noValidate
            onSubmit={submit}
            onKeyDown={preventEnterSubmit}
            aria-label={props.ariaLabel ?? definition.title}
            data-layout={layout}
            data-mode={mode}
          >
            {Layout ? (
              <>
                {mode === 'edit' ? (
                  <ErrorSummary ref={summaryRef} definition={definition} paths={summaryPaths} />
                ) : null}
                <Layout {...layoutProps} />
              </>
            ) : (
              <AdminEditorForm {...layoutProps} onChange={props.onDefinitionChange} />
            )}
          </form>
        </FormCallbacksProvider>
      </FormIdProvider>
    </FormProvider>
  );
}
