import { z } from 'zod';
import { formatMessage } from '../messages';

/**
 * Product customization (spec §3 Customization, §7): a store's templates (the fields a buyer fills
 * in), the template a product carries, a buyer's filled-in values (custom inputs) and design images.
 */

export const customFieldTypes = ['text', 'number', 'choice', 'image'] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];
export const customFieldTypeLabels: Record<CustomFieldType, string> = {
  text: 'Metin',
  number: 'Sayı',
  choice: 'Seçenek listesi',
  image: 'Görsel / tasarım dosyası',
};

export const customizationLimits = {
  templateNameMax: 80,
  descriptionMax: 500,
  fieldsMax: 20,
  labelMax: 80,
  textMax: 1000,
  defaultTextMax: 200,
  choicesMax: 20,
  choiceMax: 60,
  numberMax: 1_000_000_000,
  designImagesMax: 5,
  designImageSide: 1600,
  inputsPerPage: 10,
} as const;

export const customizationMessages = {
  templateCreated: 'Özelleştirme şablonu başarıyla eklendi',
  templateUpdated: 'Özelleştirme şablonu başarıyla güncellendi',
  optionsUpdated: 'Özelleştirme seçenekleri başarıyla güncellendi',
  optionsRemoved: 'Ürünün özelleştirme seçenekleri kaldırıldı',
  templateNotFound: 'Özelleştirme şablonu bulunamadı.',
  sellerRequired: 'Şablonları görmek için bir mağaza seçin.',
  productNotFound: 'Ürün bulunamadı.',
  notCustomizable: '"{product}" özelleştirilebilir bir ürün değil.',
  fieldRequired: '"{label}" alanı zorunludur.',
  textTooLong: '"{label}" en fazla {max} karakter olabilir.',
  notNumber: '"{label}" bir sayı olmalı.',
  numberRange: '"{label}" {min} ile {max} arasında olmalı.',
  notAChoice: '"{label}" için listedeki seçeneklerden birini seçin.',
  unknownField: 'Şablonda olmayan bir alan gönderildi: {key}.',
  imageNotYours: '"{label}" için yüklediğiniz bir tasarım görselini seçin.',
  valuesUnreadable: 'Özelleştirme bilgileri okunamadı.',
  inputSaved: 'Özelleştirme bilgileri kaydedildi.',
  inputNotFound: 'Özelleştirme bilgileri bulunamadı.',
  designUploaded: 'Tasarım görseli yüklendi.',
  designImagesRequired: 'En az bir görsel yükleyin.',
  designImagesTooMany: `Bir seferde en fazla ${customizationLimits.designImagesMax} görsel yüklenebilir.`,
  customizationRequired: '"{product}" için özelleştirme bilgilerini doldurun.',
  customizationOutdated: '"{product}" ürününün özelleştirme seçenekleri değişti; bilgileri yeniden girin.',
  duplicateLabels: 'Aynı etiketle iki alan olamaz.',
  choicesRequired: '"{label}" için en az iki seçenek girin.',
  rangeInverted: '"{label}" için en küçük değer en büyükten büyük olamaz.',
} as const;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(min, { error: min === 1 ? `${label} gerekli.` : `${label} en az ${min} karakter olmalı.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });
const optionalNumber = (label: string) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === 'string' ? Number(value.replace(',', '.')) : value),
    z
      .number({ error: `${label} bir sayı olmalı.` })
      .finite({ error: `${label} bir sayı olmalı.` })
      .min(-customizationLimits.numberMax, { error: `${label} çok küçük.` })
      .max(customizationLimits.numberMax, { error: `${label} çok büyük.` })
      .optional(),
  );

/** A field of a template. `key` keeps a field's identity across edits; a new field gets one from the server. */
export const customFieldInput = z.object({
  key: z.preprocess((value) => (blank(value) ? undefined : value), z.string().regex(/^[a-z0-9_-]{1,32}$/, { error: 'Alan anahtarı geçersiz.' }).optional()),
  label: text('Alan etiketi', 1, customizationLimits.labelMax),
  type: z.enum(customFieldTypes, { error: 'Alan türü metin, sayı, seçenek listesi ya da görsel olmalı.' }),
  required: z.boolean({ error: 'Zorunluluk evet ya da hayır olmalı.' }).default(false),
  helpText: z.preprocess((value) => (blank(value) ? undefined : value), text('Açıklama', 1, 200).optional()),
  maxLength: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z
      .number({ error: 'En fazla karakter bir sayı olmalı.' })
      .int({ error: 'En fazla karakter bir tam sayı olmalı.' })
      .min(1, { error: 'En fazla karakter en az 1 olmalı.' })
      .max(customizationLimits.textMax, { error: `En fazla karakter ${customizationLimits.textMax} olabilir.` })
      .optional(),
  ),
  min: optionalNumber('En küçük değer'),
  max: optionalNumber('En büyük değer'),
  choices: z
    .array(text('Seçenek', 1, customizationLimits.choiceMax), { error: 'Seçenekler bir liste olmalı.' })
    .max(customizationLimits.choicesMax, { error: `En fazla ${customizationLimits.choicesMax} seçenek olabilir.` })
    .optional(),
});
export type CustomFieldInput = z.infer<typeof customFieldInput>;

/** `POST /products/custom` and `PUT /products/custom-templates/{id}` (the whole template each time). */
export const customTemplateBody = z
  .object({
    name: text('Şablon adı', 2, customizationLimits.templateNameMax),
    description: z.preprocess((value) => (value === null || value === undefined ? '' : value), z.string().trim().max(customizationLimits.descriptionMax, { error: `Açıklama en fazla ${customizationLimits.descriptionMax} karakter olabilir.` })),
    fields: z
      .array(customFieldInput, { error: 'En az bir alan ekleyin.' })
      .min(1, { error: 'En az bir alan ekleyin.' })
      .max(customizationLimits.fieldsMax, { error: `Bir şablonda en fazla ${customizationLimits.fieldsMax} alan olabilir.` }),
  })
  .superRefine((body, ctx) => {
    const labels = body.fields.map((field) => field.label.toLocaleLowerCase('tr-TR'));
    if (new Set(labels).size !== labels.length) ctx.addIssue({ code: 'custom', path: ['fields'], message: customizationMessages.duplicateLabels });
    const keys = body.fields.flatMap((field) => (field.key ? [field.key] : []));
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['fields'], message: 'Alan anahtarları tekrar edemez.' });
    body.fields.forEach((field, index) => {
      const choices = new Set(field.choices ?? []);
      if (field.type === 'choice' && choices.size < 2) {
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'choices'], message: formatMessage(customizationMessages.choicesRequired, { label: field.label }) });
      }
      if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'min'], message: formatMessage(customizationMessages.rangeInverted, { label: field.label }) });
      }
    });
  });
export type CustomTemplateBody = z.infer<typeof customTemplateBody>;

/** A field as stored and shown: only what its type uses. */
export const customField = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(customFieldTypes),
  required: z.boolean(),
  helpText: z.string().optional(),
  maxLength: z.number().int().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  choices: z.array(z.string()).optional(),
});
export type CustomField = z.infer<typeof customField>;

export const customTemplate = z.object({
  _id: z.string(),
  sellerId: z.string(),
  name: z.string(),
  description: z.string(),
  fields: z.array(customField),
  /** Products of the store carrying this template. */
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomTemplate = z.infer<typeof customTemplate>;

export const customTemplateResponse = z.object({ message: z.string().optional(), template: customTemplate });
export type CustomTemplateResponse = z.infer<typeof customTemplateResponse>;
export const customTemplateListResponse = z.object({ templates: z.array(customTemplate) });
export type CustomTemplateListResponse = z.infer<typeof customTemplateListResponse>;

/** `GET /products/custom-templates/all?sellerId`: a store's templates; without it, the calling store's own. */
export const customTemplateListQuery = z.object({ sellerId: z.preprocess((value) => (blank(value) ? undefined : value), z.string().max(64).optional()) });

/** `POST /products/custom-options`: the template a product carries (null takes it off). */
export const customOptionsBody = z.object({
  productId: text('Ürün', 1, 64),
  templateId: z.preprocess((value) => (blank(value) ? null : value), z.string().max(64).nullable()),
});
export type CustomOptionsBody = z.infer<typeof customOptionsBody>;

/** What a product asks of its buyer: `selectedTemplate` and its fields as `customOptions` (spec §3). */
export const productCustomization = z.object({
  productId: z.string(),
  selectedTemplate: customTemplate.nullable(),
  customOptions: z.array(customField),
});
export type ProductCustomization = z.infer<typeof productCustomization>;
export const customOptionsResponse = productCustomization.extend({ message: z.string() });

/** A value as bought: the field's label and type at the time, the value as text (a number as written, an image's URL). */
export const customValue = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(customFieldTypes),
  value: z.string(),
});
export type CustomValue = z.infer<typeof customValue>;

/** `POST /productCustomInput/add` (multipart): `productId`, `values` (JSON: field key → value) and image fields as file parts named by their key. */
export const addCustomInputBody = z.object({
  productId: text('Ürün', 1, 64),
  values: z.any().optional().describe('JSON metni: alan anahtarı → değer (görsel alanlarında /designs/images adresi)'),
});

export const customInput = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  templateId: z.string(),
  values: z.array(customValue),
  createdAt: z.string(),
});
export type CustomInput = z.infer<typeof customInput>;
export const customInputResponse = z.object({ message: z.string(), customInput });
export type CustomInputResponse = z.infer<typeof customInputResponse>;

export const customInputListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(customizationLimits.inputsPerPage),
  productId: z.preprocess((value) => (blank(value) ? undefined : value), z.string().max(64).optional()),
});
export const customInputListResponse = z.object({
  customInputs: z.array(customInput),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type CustomInputListResponse = z.infer<typeof customInputListResponse>;

export const designImage = z.object({ _id: z.string(), url: z.string() });
export type DesignImage = z.infer<typeof designImage>;
export const designImagesResponse = z.object({ message: z.string(), images: z.array(designImage) });
export type DesignImagesResponse = z.infer<typeof designImagesResponse>;

/**
 * Checks a buyer's values against a template's fields: required fields, types, lengths, ranges
 * and choices. Image values are URLs the caller checks belong to the buyer. Used by the server
 * and by the product page's form, so both say the same thing.
 */
export function validateCustomValues(
  fields: CustomField[],
  raw: Record<string, unknown>,
): { values: CustomValue[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const values: CustomValue[] = [];
  for (const key of Object.keys(raw)) {
    if (!fields.some((field) => field.key === key) && !blank(raw[key])) errors[key] = formatMessage(customizationMessages.unknownField, { key: key.slice(0, 32) });
  }
  for (const field of fields) {
    const input = raw[field.key];
    const named = { label: field.label };
    if (blank(input)) {
      if (field.required) errors[field.key] = formatMessage(customizationMessages.fieldRequired, named);
      continue;
    }
    if (typeof input !== 'string' && typeof input !== 'number') {
      errors[field.key] = field.type === 'number' ? formatMessage(customizationMessages.notNumber, named) : customizationMessages.valuesUnreadable;
      continue;
    }
    const value = String(input).trim();
    if (field.type === 'number') {
      const number = Number(value.replace(',', '.'));
      const min = field.min ?? -customizationLimits.numberMax;
      const max = field.max ?? customizationLimits.numberMax;
      if (value === '' || !Number.isFinite(number)) errors[field.key] = formatMessage(customizationMessages.notNumber, named);
      else if (number < min || number > max) errors[field.key] = formatMessage(customizationMessages.numberRange, { ...named, min, max });
      else values.push({ key: field.key, label: field.label, type: field.type, value: String(number) });
      continue;
    }
    if (field.type === 'choice') {
      if (!(field.choices ?? []).includes(value)) errors[field.key] = formatMessage(customizationMessages.notAChoice, named);
      else values.push({ key: field.key, label: field.label, type: field.type, value });
      continue;
    }
    const max = field.type === 'text' ? (field.maxLength ?? customizationLimits.defaultTextMax) : 500;
    if (value.length > max) errors[field.key] = formatMessage(customizationMessages.textTooLong, { ...named, max });
    else values.push({ key: field.key, label: field.label, type: field.type, value });
  }
  return { values, errors };
}
