import { previewValidateResponseSchema } from '@opencareers/contracts/forms';
import { formPaths } from '@opencareers/contracts/forms-paths';
import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export type PreviewValidateResult = Awaited<ReturnType<typeof previewValidate>>;

/** POST /api/admin/forms/preview-validate: the server's verdict on answers, nothing stored. */
export const previewValidate = async (body: {
  definition: FormDefinition;
  values: Record<string, unknown>;
}) =>
  (
    await apiRequest(formPaths.previewValidate, {
      method: 'POST',
      json: body,
      schema: previewValidateResponseSchema,
    })
  ).data;

// The gallery shows the verdict on the fields themselves; failures of the call itself toast.
export const usePreviewValidate = () => useMutation({ mutationFn: previewValidate });
