import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { FormDefinition } from '../../core/definition-schema.ts';
import { FormRenderer } from '../form-renderer.tsx';
import { useFormTexts } from '../form-texts.tsx';

/**
 * "Preview as a candidate": the definition being edited (unsaved changes included) in the
 * layout a candidate gets, with its visibility rules, checks and flags working. Submitting
 * only runs the checks; nothing is sent anywhere.
 */
export function FormPreviewButton({ definition, title }: { definition: FormDefinition; title?: string }) {
  const { ui } = useFormTexts();
  const phone = useMediaQuery('(max-width: 599px)') ?? false;
  const [open, setOpen] = useState(false);
  const [passed, setPassed] = useState(false);
  const layout = definition.layout === 'adminEditor' || !definition.layout ? 'plain' : definition.layout;
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setPassed(false);
          setOpen(true);
        }}
      >
        {ui('previewAsCandidate')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={ui('previewAsCandidate')}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': ui('close') }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {ui('previewNote')}
          </Text>
          {passed ? (
            <Alert color="green" variant="light" role="status">
              {ui('previewChecked')}
            </Alert>
          ) : null}
          <FormRenderer
            definition={definition}
            layout={layout}
            ariaLabel={title}
            onSubmit={() => setPassed(true)}
            onChange={() => setPassed(false)}
          />
        </Stack>
      </Modal>
    </>
  );
}
