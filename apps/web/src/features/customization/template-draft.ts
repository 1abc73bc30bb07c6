import {
  type CustomFieldType,
  type CustomTemplate,
  type CustomTemplateBody,
  customTemplateBody,
} from '@pazaryeri/contract/customization/index';

/** A field as the editor holds it: every input as text, choices one per line. */
export interface FieldDraft {
  key?: string;
  label: string;
  type: CustomFieldType;
  required: boolean;
  helpText: string;
  maxLength: string;
  min: string;
  max: string;
  choices: string;
}

export interface TemplateDraft {
  name: string;
  description: string;
  fields: FieldDraft[];
}

export const emptyField = (): FieldDraft => ({ label: '', type: 'text', required: false, helpText: '', maxLength: '', min: '', max: '', choices: '' });

export function draftOf(template?: CustomTemplate): TemplateDraft {
  if (!template) return { name: '', description: '', fields: [emptyField()] };
  return {
    name: template.name,
    description: template.description,
    fields: template.fields.map((field) => ({
      key: field.key,
      label: field.label,
      type: field.type,
      required: field.required,
      helpText: field.helpText ?? '',
      maxLength: field.maxLength?.toString() ?? '',
      min: field.min?.toString() ?? '',
      max: field.max?.toString() ?? '',
      choices: (field.choices ?? []).join('\n'),
    })),
  };
}

const numberOrText = (value: string) => (value.trim() === '' ? undefined : Number.isFinite(Number(value.replace(',', '.'))) ? Number(value.replace(',', '.')) : value);

/**
 * The draft checked with the API's own schema: the body to send, or the first problem per place
 * (`name`, `fields.2.choices`, …) in the API's words.
 */
export function parseDraft(draft: TemplateDraft): { body: CustomTemplateBody } | { errors: Record<string, string> } {
  const parsed = customTemplateBody.safeParse({
    name: draft.name,
    description: draft.description,
    fields: draft.fields.map((field) => ({
      key: field.key,
      label: field.label,
      type: field.type,
      required: field.required,
      helpText: field.helpText,
      maxLength: field.type === 'text' ? numberOrText(field.maxLength) : undefined,
      min: field.type === 'number' ? numberOrText(field.min) : undefined,
      max: field.type === 'number' ? numberOrText(field.max) : undefined,
      choices:
        field.type === 'choice'
          ? field.choices
              .split('\n')
              .map((choice) => choice.trim())
              .filter(Boolean)
          : undefined,
    })),
  });
  if (parsed.success) return { body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // A problem inside one choice belongs to the choices box.
    const place = issue.path.slice(0, 3).join('.') || 'form';
    errors[place] ??= issue.message;
  }
  return { errors };
}
