import {
  ENDPOINTS,
  type CreateAttributeBody,
  type CreateAttributeValueBody,
  type UpdateAttributeBody,
  type UpdateAttributeValueBody,
} from '@vastra/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';
import { attributesKey } from '../products/form/attribute-fields';

export { useAttributes } from '../products/form/attribute-fields';

/** Every change to the attributes; each refreshes the list (and so the product form's checkboxes) once done. */
export function useAttributeMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: attributesKey });
  return {
    create: useMutation({
      mutationFn: (body: CreateAttributeBody) => adminCall(ENDPOINTS.adminCreateAttribute, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateAttributeBody }) =>
        adminCall(ENDPOINTS.adminUpdateAttribute, { params: { id }, body }),
      onSuccess,
    }),
    addValue: useMutation({
      mutationFn: ({ id, body }: { id: string; body: CreateAttributeValueBody }) =>
        adminCall(ENDPOINTS.adminCreateAttributeValue, { params: { id }, body }),
      onSuccess,
    }),
    updateValue: useMutation({
      mutationFn: ({ id, valueId, body }: { id: string; valueId: string; body: UpdateAttributeValueBody }) =>
        adminCall(ENDPOINTS.adminUpdateAttributeValue, { params: { id, valueId }, body }),
      onSuccess,
    }),
    removeValue: useMutation({
      mutationFn: ({ id, valueId }: { id: string; valueId: string }) =>
        adminCall(ENDPOINTS.adminDeleteAttributeValue, { params: { id, valueId } }),
      onSuccess,
    }),
  };
}
