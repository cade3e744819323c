import { Button } from '@mantine/core';
import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import { submittableValues } from '@opencareers/forms/react/form-renderer';
import { useCurrentValues } from '@opencareers/forms/react/use-current-values';
import { useTranslation } from 'react-i18next';
import { draftPayload } from './draft-payload.ts';

/** Beside submit, inside the form: saves what is typed so far, with no validation. */
export function SaveDraftButton({
  definition,
  loading,
  onSave,
}: {
  definition: FormDefinition;
  loading: boolean;
  onSave: (payload: ReturnType<typeof draftPayload>) => void;
}) {
  const { t } = useTranslation();
  const currentValues = useCurrentValues();
  return (
    <Button
      type="button"
      variant="default"
      loading={loading}
      onClick={() => onSave(draftPayload(definition, submittableValues(definition, currentValues())))}
    >
      {t('forms.view.saveForLater')}
    </Button>
  );
}
