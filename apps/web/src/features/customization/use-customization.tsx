import { type CustomField, type CustomValue, customizationMessages, validateCustomValues } from '@pazaryeri/contract/customization/index';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { CustomizationFields } from './components/customization-fields';
import { useAddCustomInputMutation, useGetTemplateQuery, useUploadDesignImagesMutation } from './customization-api';

export interface SavedCustomization {
  customInputId: string;
  values: CustomValue[];
}

const checkFailed = 'Lütfen özelleştirme alanlarını kontrol edin.';

/**
 * A customizable product's form on its page: the template's fields, design images uploaded as
 * soon as they are picked, and `save()`, which checks the values with the API's own checker,
 * saves them (`POST /productCustomInput/add`) and gives what the cart line carries, or null.
 */
export function useCustomization(productId: string, templateId: string | null | undefined, options: { signedIn: boolean; loginTo: string }) {
  const navigate = useNavigate();
  const template = useGetTemplateQuery(templateId ?? skipToken);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState<string | null>(null);
  const [upload] = useUploadDesignImagesMutation();
  const [addInput] = useAddCustomInputMutation();

  const change = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  async function pickImage(field: CustomField, file: File) {
    if (!options.signedIn) {
      toast.error('Görsel yüklemek için giriş yapın.');
      void navigate(options.loginTo);
      return;
    }
    setUploading(field.key);
    try {
      const result = await upload([file]).unwrap();
      change(field.key, result.images[0].url);
    } catch (error) {
      setErrors((current) => ({ ...current, [field.key]: errorMessage(error) }));
    } finally {
      setUploading(null);
    }
  }

  async function save(): Promise<SavedCustomization | null> {
    const fields = template.data?.template.fields;
    if (!fields) return null;
    const checked = validateCustomValues(fields, values);
    if (Object.keys(checked.errors).length > 0) {
      setErrors(checked.errors);
      toast.error(checkFailed, { id: 'customization' });
      return null;
    }
    if (!options.signedIn) {
      toast.error('Özelleştirilmiş ürünü sepete eklemek için giriş yapın.');
      void navigate(options.loginTo);
      return null;
    }
    try {
      const result = await addInput({ productId, values: Object.fromEntries(checked.values.map((value) => [value.key, value.value])), files: {} }).unwrap();
      return { customInputId: result.customInput._id, values: result.customInput.values };
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast.error(errorMessage(error, customizationMessages.valuesUnreadable), { id: 'customization' });
      return null;
    }
  }

  const form = template.data ? (
    <CustomizationFields template={template.data.template} values={values} errors={errors} uploading={uploading} onChange={change} onPickImage={(field, file) => void pickImage(field, file)} />
  ) : null;
  return { template, form, save, busy: uploading !== null };
}
