import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MonthInput } from './month-input.tsx';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** The end month is off while the item is current ("I work here now"). */
  endDisabled?: boolean;
}

/** The start and end months of an experience or education item, each 'YYYY-MM' or null. */
export function MonthRangeFields<T extends FieldValues>({ control, endDisabled }: Props<T>) {
  const { t } = useTranslation();
  const start = useController({ control, name: 'startMonth' as Path<T> });
  const end = useController({ control, name: 'endMonth' as Path<T> });
  return (
    <>
      <MonthInput
        label={t('profile.dates.start')}
        value={start.field.value ?? null}
        onChange={start.field.onChange}
        onBlur={start.field.onBlur}
        error={start.fieldState.error?.message}
      />
      <MonthInput
        label={t('profile.dates.end')}
        value={end.field.value ?? null}
        onChange={end.field.onChange}
        onBlur={end.field.onBlur}
        error={end.fieldState.error?.message}
        disabled={endDisabled}
      />
    </>
  );
}
